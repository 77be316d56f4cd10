// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrlFor, type Deployment } from '../../domain/deployment';
import { withEarlyRefresh } from './earlyStart';
import {
  earlyApiBase,
  EARLY_EMAIL_COOKIE,
  EARLY_EMAIL_TOKEN_COOKIE,
  EARLY_REFRESH_PATH,
  EARLY_SESSION_KEY,
  startEarlyRefresh,
  tabNeedsResume,
} from './startEarlyRefresh';

const deploymentFile = {
  brands: [
    { id: 'southern', apiBaseUrl: 'https://api.southern.example/api' },
    { id: 'gatwick', apiBaseUrl: '/api' },
  ],
};

function tab(cookie: string, stored?: string, file: unknown = deploymentFile, ok = true) {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  const storage = { getItem: vi.fn(() => stored ?? null) };
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url === '/deployment.json'
        ? new Response(JSON.stringify(file), { status: ok ? 200 : 404 })
        : new Response(JSON.stringify({ result: { accessToken: 'early' } })),
    ),
  );
  const win = { fetch, __consoleEarly: { deployment: fetch('/deployment.json') } } as unknown as Window;
  fetch.mockClear();
  return { storage, fetch, win };
}

afterEach(() => vi.restoreAllMocks());

describe('tabNeedsResume', () => {
  it('is a new tab of a signed-in browser: the marker cookie, no access token kept in this tab', () => {
    expect(tabNeedsResume({ cookie: 'signedIn=1' }, { getItem: () => null })).toBe(true);
    expect(tabNeedsResume({ cookie: '' }, { getItem: () => null })).toBe(false);
    const kept = JSON.stringify({ accessToken: 'a', accessLevel: 4 });
    expect(tabNeedsResume({ cookie: 'signedIn=1; email=a%40b.example' }, { getItem: () => kept })).toBe(false);
    // the store needs the e-mail cookie too, and reads a damaged entry as none
    expect(tabNeedsResume({ cookie: 'signedIn=1' }, { getItem: () => kept })).toBe(true);
    expect(tabNeedsResume({ cookie: 'signedIn=1' }, { getItem: () => '{oops' })).toBe(true);
  });
});

describe('earlyApiBase', () => {
  it('reads the brand API base as the shell does, and nothing from a file it cannot read', () => {
    for (const brand of ['southern', 'gatwick', 'thameslink', undefined])
      expect(earlyApiBase(deploymentFile, brand)).toBe(apiBaseUrlFor(deploymentFile as Deployment, brand));
    expect(earlyApiBase({ brands: [] }, 'southern')).toBeUndefined();
    expect(earlyApiBase(null, 'southern')).toBeUndefined();
    expect(earlyApiBase({ brands: [{ id: 'southern' }] }, 'southern')).toBeUndefined();
  });
});

describe('startEarlyRefresh', () => {
  it('sends the refresh of a new tab on a signed-in route to its brand host, as the shell would', async () => {
    const t = tab('signedIn=1; brand=southern; emailToken=tok');
    startEarlyRefresh(document, { pathname: '/search-customers' }, t.storage, t.win);
    const early = t.win.__consoleEarly!.refresh!;
    expect(await early.url).toBe(`https://api.southern.example/api${EARLY_REFRESH_PATH}`);
    await early.reply;
    expect(t.fetch).toHaveBeenCalledWith(`https://api.southern.example/api${EARLY_REFRESH_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Brand': 'southern',
        'X-User-Token': 'tok',
        'X-Requested-With': 'console',
      },
      body: JSON.stringify({ grant_type: 'refresh_token', session_short: true }),
    });
  });

  it('sends nothing before the deployment file is in, whatever host an earlier console remembered (decision 2535)', async () => {
    // the cookie decision 2497 kept: the brand has moved since to the host the file names now
    const kept = encodeURIComponent(
      JSON.stringify({ brand: 'southern', apiBaseUrl: 'https://old.southern.example/api' }),
    );
    const t = tab(`signedIn=1; brand=southern; apiBase=${kept}`);
    let arrive: (r: Response) => void = () => undefined;
    const win = {
      fetch: t.fetch,
      __consoleEarly: { deployment: new Promise<Response>((resolve) => (arrive = resolve)) },
    } as unknown as Window;
    startEarlyRefresh(document, { pathname: '/orders/1' }, t.storage, win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.fetch).not.toHaveBeenCalled();
    arrive(new Response(JSON.stringify(deploymentFile)));
    expect(await win.__consoleEarly!.refresh!.url).toBe(`https://api.southern.example/api${EARLY_REFRESH_PATH}`);
    await win.__consoleEarly!.refresh!.reply;
    expect(t.fetch.mock.calls.map(([url]) => url)).toEqual([`https://api.southern.example/api${EARLY_REFRESH_PATH}`]);
  });

  it("sends it to the first brand's host when the tab has no brand yet", async () => {
    const t = tab('signedIn=1');
    startEarlyRefresh(document, { pathname: '/orders/1' }, t.storage, t.win);
    expect(await t.win.__consoleEarly!.refresh!.url).toBe(`https://api.southern.example/api${EARLY_REFRESH_PATH}`);
  });

  it('sends nothing on a logged-out page, in a tab that keeps its token, or without a session', () => {
    const kept = JSON.stringify({ accessToken: 'a' });
    for (const [cookie, pathname, stored] of [
      ['signedIn=1', '/login/', undefined],
      ['signedIn=1; email=a%40b.example', '/search-customers', kept],
      ['brand=southern', '/search-customers', undefined],
    ] as const) {
      const t = tab(cookie, stored);
      startEarlyRefresh(document, { pathname }, t.storage, t.win);
      expect(t.win.__consoleEarly!.refresh).toBeUndefined();
      expect(t.fetch).not.toHaveBeenCalled();
    }
  });

  it('sends nothing when the deployment file fails or cannot be read; the shell then says so or refreshes itself', async () => {
    for (const t of [
      tab('signedIn=1', undefined, deploymentFile, false),
      tab('signedIn=1', undefined, { brands: 3 }),
    ]) {
      startEarlyRefresh(document, { pathname: '/orders/1' }, t.storage, t.win);
      expect(await t.win.__consoleEarly!.refresh!.url).toBeUndefined();
      expect(await t.win.__consoleEarly!.refresh!.reply).toBeUndefined();
      expect(t.fetch).not.toHaveBeenCalled();
    }
  });

  it('leaves the deployment reply readable for main.tsx', async () => {
    const t = tab('signedIn=1');
    startEarlyRefresh(document, { pathname: '/orders/1' }, t.storage, t.win);
    const reply = await t.win.__consoleEarly!.deployment!;
    await t.win.__consoleEarly!.refresh!.url;
    expect(await reply.json()).toEqual(deploymentFile);
  });

  it('copies the shell constants', async () => {
    const fs = await import('node:fs');
    const store = fs.readFileSync('src/app/session/createSessionStore.ts', 'utf8');
    expect(store).toContain(`const STORAGE_KEY = '${EARLY_SESSION_KEY}';`);
    expect(store).toContain(`emailToken: '${EARLY_EMAIL_TOKEN_COOKIE}'`);
    expect(store).toContain(`email: '${EARLY_EMAIL_COOKIE}'`);
    expect(fs.readFileSync('src/app/session/createAuthApi.ts', 'utf8')).toContain(`path: '${EARLY_REFRESH_PATH}'`);
    expect(fs.readFileSync('src/app/http/createHttpClient.ts', 'utf8')).toContain(`\${baseUrl()}${EARLY_REFRESH_PATH}`);
  });
});

describe('withEarlyRefresh', () => {
  const refreshInit = { method: 'POST', body: '{}' };
  const own = () => vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('own')));

  it("answers the first refresh to boot's address with boot's reply, once", async () => {
    const bootReply = new Response('boot');
    const win = {
      __consoleEarly: {
        refresh: { url: Promise.resolve('/api/customers/auth/refresh'), reply: Promise.resolve(bootReply) },
      },
    } as unknown as Window;
    const fetchFn = own();
    const fetch = withEarlyRefresh(fetchFn, win);
    expect(await fetch('/api/customers/auth/refresh', refreshInit)).toBe(bootReply);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(await (await fetch('/api/customers/auth/refresh', refreshInit)).text()).toBe('own');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("sends other calls at once and a refresh of its own only after boot's has settled", async () => {
    let settle!: (r: Response | undefined) => void;
    const reply = new Promise<Response | undefined>((resolve) => (settle = resolve));
    const win = {
      __consoleEarly: { refresh: { url: Promise.resolve('https://other.example/api/customers/auth/refresh'), reply } },
    } as unknown as Window;
    const fetchFn = own();
    const fetch = withEarlyRefresh(fetchFn, win);
    await fetch('/api/admin/customers', { method: 'GET' });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const ours = fetch('/api/customers/auth/refresh', refreshInit);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    settle(new Response('boot'));
    expect(await (await ours).text()).toBe('own');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('sends its own refresh when boot sent none or failed', async () => {
    for (const early of [
      { url: Promise.resolve(undefined), reply: Promise.resolve(undefined) },
      { url: Promise.resolve('/api/customers/auth/refresh'), reply: Promise.reject(new TypeError('offline')) },
    ]) {
      const fetchFn = own();
      const fetch = withEarlyRefresh(fetchFn, { __consoleEarly: { refresh: early } } as unknown as Window);
      expect(await (await fetch('/api/customers/auth/refresh', refreshInit)).text()).toBe('own');
    }
  });
});
