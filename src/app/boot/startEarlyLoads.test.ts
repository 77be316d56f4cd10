// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePattern, type EarlyLoads } from '../../../scripts/earlyLoads';
import { DEPLOYMENT_PATH } from '../../domain/deployment';
import { PUBLIC_ROUTES } from '../routing/decideRoute';
import { takeEarlyDeployment } from './earlyStart';
import {
  EARLY_BRAND_COOKIE,
  EARLY_DEPLOYMENT_PATH,
  EARLY_PUBLIC_ROUTES,
  EARLY_SIGNED_IN_COOKIE,
  earlyFiles,
  startEarlyLoads,
} from './startEarlyLoads';

const loads: EarlyLoads = {
  app: ['/assets/SignedInApp.js'],
  brands: { southern: ['/assets/southern.js'], gatwick: ['/assets/gatwick.js'] },
  routes: [
    [routePattern('/orders/{id}/refund'), ['/assets/refundOrder.js']],
    [routePattern('/orders/{id}'), ['/assets/order.js']],
    [routePattern('/search-railcards'), ['/assets/searchRailcards.js', '/assets/SignedInApp.js'], ['southern']],
  ],
  results: { routes: [routePattern('/search-railcards')], files: ['/assets/DataTable.js'] },
};

function page(cookie: string, withLoads = true) {
  document.head.innerHTML = withLoads
    ? `<script type="application/json" id="early-loads">${JSON.stringify(loads)}</script>`
    : '';
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const win = { fetch } as unknown as Window;
  return {
    win,
    fetch,
    preloads: () => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('routePattern', () => {
  it('matches one path segment per parameter, with or without a trailing slash', () => {
    const pattern = new RegExp(routePattern('/customers/{cid}/vouchers/{vid}'));
    expect(pattern.test('/customers/4/vouchers/1')).toBe(true);
    expect(pattern.test('/customers/4/vouchers/1/')).toBe(true);
    expect(pattern.test('/customers/4/vouchers')).toBe(false);
    expect(pattern.test('/customers/4/x/vouchers/1')).toBe(false);
    expect(new RegExp(routePattern('/orders/{id}')).test('/orders/9/refund')).toBe(false);
  });
});

describe('earlyFiles', () => {
  it('lists the signed-in chunks, the brand profile and the route screen', () => {
    expect(earlyFiles(loads, '/orders/90003049', 'southern')).toEqual([
      '/assets/SignedInApp.js',
      '/assets/southern.js',
      '/assets/order.js',
    ]);
    expect(earlyFiles(loads, '/orders/90003049/refund', 'gatwick')).toEqual([
      '/assets/SignedInApp.js',
      '/assets/gatwick.js',
      '/assets/refundOrder.js',
    ]);
  });

  it("leaves out a route's screen the brand does not offer, and routes it does not list", () => {
    expect(earlyFiles(loads, '/search-railcards', 'gatwick')).toEqual(['/assets/SignedInApp.js', '/assets/gatwick.js']);
    expect(earlyFiles(loads, '/search-railcards', 'southern')).toContain('/assets/searchRailcards.js');
    expect(earlyFiles(loads, '/search-users', undefined)).toEqual(['/assets/SignedInApp.js']);
  });

  it("adds the results table's chunks for a search route whose address carries a search, each file once", () => {
    expect(earlyFiles(loads, '/search-railcards', 'southern', '?surname=Smith')).toEqual([
      '/assets/SignedInApp.js',
      '/assets/southern.js',
      '/assets/searchRailcards.js',
      '/assets/DataTable.js',
    ]);
    // a bare form shows no table; nor does a route that is not a search, or one the brand does not offer
    expect(earlyFiles(loads, '/search-railcards', 'southern', '')).not.toContain('/assets/DataTable.js');
    expect(earlyFiles(loads, '/search-railcards', 'southern', '?')).not.toContain('/assets/DataTable.js');
    expect(earlyFiles(loads, '/orders/1', 'southern', '?tab=2')).not.toContain('/assets/DataTable.js');
    expect(earlyFiles(loads, '/search-railcards', 'gatwick', '?surname=Smith')).not.toContain('/assets/DataTable.js');
  });
});

describe('startEarlyLoads', () => {
  it('always starts the deployment file, and hands it over once', () => {
    const { win, fetch, preloads } = page('');
    startEarlyLoads(document, { pathname: '/login' }, win);
    expect(fetch).toHaveBeenCalledWith(EARLY_DEPLOYMENT_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(preloads()).toEqual([]);
    expect(takeEarlyDeployment(win)).toBe(fetch.mock.results[0]?.value);
    expect(takeEarlyDeployment(win)).toBeUndefined();
  });

  it('preloads the route of a tab that holds a session, never on a public page', () => {
    const signedIn = `${EARLY_SIGNED_IN_COOKIE}=1; ${EARLY_BRAND_COOKIE}=southern`;
    let tab = page(signedIn);
    startEarlyLoads(document, { pathname: '/orders/1' }, tab.win);
    expect(tab.preloads()).toEqual(['/assets/SignedInApp.js', '/assets/southern.js', '/assets/order.js']);
    for (const pathname of [...EARLY_PUBLIC_ROUTES, '/LOGIN/']) {
      tab = page(signedIn);
      startEarlyLoads(document, { pathname }, tab.win);
      expect(tab.preloads()).toEqual([]);
    }
    tab = page(`${EARLY_BRAND_COOKIE}=southern`);
    startEarlyLoads(document, { pathname: '/orders/1' }, tab.win);
    expect(tab.preloads()).toEqual([]);
  });

  it('does nothing more where the page lists no chunks (the development server) or the list is unreadable', () => {
    let tab = page(`${EARLY_SIGNED_IN_COOKIE}=1`, false);
    startEarlyLoads(document, { pathname: '/orders/1' }, tab.win);
    expect(tab.preloads()).toEqual([]);
    tab = page(`${EARLY_SIGNED_IN_COOKIE}=1`);
    document.getElementById('early-loads')!.textContent = '{not json';
    startEarlyLoads(document, { pathname: '/orders/1' }, tab.win);
    expect(tab.preloads()).toEqual([]);
  });
});

describe('constants boot copies from the shell', () => {
  it('are the shell own', async () => {
    expect(EARLY_DEPLOYMENT_PATH).toBe(DEPLOYMENT_PATH);
    expect(EARLY_PUBLIC_ROUTES).toEqual(PUBLIC_ROUTES);
    const store = await import('node:fs').then((fs) =>
      fs.readFileSync('src/app/session/createSessionStore.ts', 'utf8'),
    );
    expect(store).toContain(`signedIn: '${EARLY_SIGNED_IN_COOKIE}'`);
    expect(store).toContain(`brand: '${EARLY_BRAND_COOKIE}'`);
  });
});
