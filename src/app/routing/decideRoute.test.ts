import { describe, expect, it } from 'vitest';
import type { GateContext } from '../../domain/checkGate';
import { decideRoute, publicRouteOf, returnFrom, returnState, returnTarget } from './decideRoute';

const agent: GateContext = {
  level: 20,
  flags: { enableEvouchers: true },
  permissions: { canModifyStaffAccount: { levels: ['HQ'] } },
};

describe('decideRoute (000 §2 Routing rules)', () => {
  it('sends visitors who are not signed in to /login, remembering the URL with its query', () => {
    expect(
      decideRoute({
        access: { kind: 'private', gate: { minLevel: 'BASIC' } },
        location: '/search-orders?email=a%40b.co&page=2',
        signedIn: false,
      }),
    ).toEqual({
      action: 'redirect',
      to: '/login',
      from: '/search-orders?email=a%40b.co&page=2',
    });
  });

  it('renders public routes for visitors and sends signed-in users to /', () => {
    expect(decideRoute({ access: { kind: 'public' }, location: '/login', signedIn: false })).toEqual({
      action: 'render',
    });
    expect(
      decideRoute({ access: { kind: 'public' }, location: '/reset-password', signedIn: true, gateContext: agent }),
    ).toEqual({ action: 'redirect', to: '/' });
  });

  it('sends a user who has just signed in on /confirm-login back to the remembered URL', () => {
    expect(
      decideRoute({ access: { kind: 'public' }, location: '/confirm-login', signedIn: true, from: '/orders/7?x=1' }),
    ).toEqual({ action: 'redirect', to: '/orders/7?x=1' });
  });

  it('renders a private route when the gate passes', () => {
    expect(
      decideRoute({
        access: { kind: 'private', gate: { minLevel: 'AGENT' } },
        location: '/delay-repay',
        signedIn: true,
        gateContext: agent,
      }),
    ).toEqual({ action: 'render' });
    expect(decideRoute({ access: { kind: 'private' }, location: '/', signedIn: true, gateContext: agent })).toEqual({
      action: 'render',
    });
  });

  it('reports unauthorised access when the level or permission is too low', () => {
    const unauthorized = { action: 'unauthorized', fallback: '/search-customers' };
    expect(
      decideRoute({
        access: { kind: 'private', gate: { minLevel: 'SUPERVISOR' } },
        location: '/search-vouchers',
        signedIn: true,
        gateContext: agent,
      }),
    ).toEqual(unauthorized);
    expect(
      decideRoute({
        access: { kind: 'private', gate: { permission: 'canModifyStaffAccount' } },
        location: '/search-users',
        signedIn: true,
        gateContext: agent,
      }),
    ).toEqual(unauthorized);
  });

  it('waits with gates until the profile (gate context) is known', () => {
    expect(
      decideRoute({ access: { kind: 'private', gate: { minLevel: 'HQ' } }, location: '/x', signedIn: true }),
    ).toEqual({ action: 'render' });
  });

  it('redirects unknown paths to /search-customers', () => {
    expect(decideRoute({ access: undefined, location: '/nowhere', signedIn: true, gateContext: agent })).toEqual({
      action: 'redirect',
      to: '/search-customers',
    });
    expect(decideRoute({ access: undefined, location: '/nowhere', signedIn: false })).toEqual({
      action: 'redirect',
      to: '/search-customers',
    });
  });
});

describe('returnTarget', () => {
  it('returns to a console path with its query', () => {
    expect(returnTarget('/orders/12?tab=refund')).toBe('/orders/12?tab=refund');
  });
  it('refuses other origins, sign-in pages and garbage', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '/login?x=1',
      '/confirm-login',
      undefined,
      42,
    ])
      expect(returnTarget(bad)).toBe('/');
  });
});

describe('publicRouteOf', () => {
  it('names the public route of a path as the router would match it (any case, trailing slash)', () => {
    expect(publicRouteOf('/login')).toBe('/login');
    expect(publicRouteOf('/Login/')).toBe('/login');
    expect(publicRouteOf('/change-password')).toBe('/change-password');
  });
  it('leaves every other path to the signed-in console', () => {
    for (const path of ['/', '/login/x', '/logins', '/search-customers', '/catalogue'])
      expect(publicRouteOf(path)).toBe(undefined);
  });

  it('keeps a remembered URL for the user whose session ended in the tab, not for the next one (shared office PCs)', () => {
    const state = returnState('/search-customers?surname=Smith', 'basic@trainhugger.example');
    expect(returnFrom(state, 'BASIC@trainhugger.example')).toBe('/search-customers?surname=Smith');
    expect(returnFrom(state, 'basic@ticketyboo.example')).toBe(undefined);
    // a deep link opened in a fresh tab belongs to whoever signs in; before the e-mail is known it is kept
    expect(returnFrom(returnState('/account/4', undefined), 'agent@southern.example')).toBe('/account/4');
    expect(returnFrom(state, undefined)).toBe('/search-customers?surname=Smith');
    expect(returnFrom(null, 'a@b.example')).toBe(undefined);
    expect(returnState(undefined, 'a@b.example')).toBe(undefined);
  });
});
