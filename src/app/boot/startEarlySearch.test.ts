// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlySearchOf, routePattern, type EarlyLoads, type EarlySearch } from '../../../scripts/earlyLoads';
import { checkGate, type Gate } from '../../domain/checkGate';
import { gateContextFor } from '../../domain/gateContextFor';
import { LEVELS } from '../../domain/levels';
import type { BrandProfile } from '../../generated/types/BrandProfile';
import { resolveScreen } from '../../runtime/resolveScreen';
import type { ScreenDefinition } from '../../runtime/screenTypes';
import { LIMIT, PAGE, searchAddress } from '../../runtime/searchAddress';
import { buildUrl } from '../http/buildUrl';
import { createHttpClient, type TokenStore } from '../http/createHttpClient';
import { toLevel } from '../session/createSessionStore';
import { withEarlySearch } from './earlyStart';
import { EARLY_LIMIT, EARLY_PAGE, earlyLevel, earlySearchTarget, startEarlySearch } from './startEarlySearch';
import { EARLY_REFRESH_PATH } from './startEarlyRefresh';

const generated = join(import.meta.dirname, '../../generated');
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(generated, path), 'utf8')) as T;

const shell = readJson<{ screens: Array<{ id: string; route?: string; gate?: Gate; flag?: string }> }>('shell.json');
const calls = readJson<Record<string, { method: string; path: string; gate?: unknown }>>('api.json');
const profiles = new Map(
  readdirSync(join(generated, 'brands'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), readJson<BrandProfile>(`brands/${f}`)] as const),
);
const definition = (id: string) => readJson<{ definition: ScreenDefinition }>(`screens/${id}.json`).definition;

/** Every search screen of the build, with what scripts/earlyLoads.ts writes for it (undefined: boot sends nothing). */
const declared = shell.screens
  .filter((s) => s.route && definition(s.id).search)
  .map((s) => {
    const screen = definition(s.id);
    const early = earlySearchOf(
      { route: s.route!, gate: s.gate, flag: s.flag },
      screen.search as never,
      calls[screen.search!.call],
      profiles as never,
    );
    return { shellScreen: s, screen, early };
  });

const ADDRESSES = [
  '?surname=Smith&page=1&limit=10',
  '?surname=Smith&page=2',
  '?page=1&firstName=Ann&surname=Smith',
  '?surname=Smith',
  '?surname=Smith&firstName=&page=1&limit=0',
  '?isrn=633597011234567890&railcardNumber=RX1&page=1',
  '?brand=southern&status=SENT&status=PAID&page=3&limit=25',
  '?email=a%2Bb%40c.example&page=x',
  '',
];

describe('the early search scripts/earlyLoads.ts writes (issue 33)', () => {
  it('is written for the customer search, and only for screens whose gates boot can judge', () => {
    const written = declared.filter((d) => d.early).map((d) => d.shellScreen.id);
    expect(written).toContain('searchCustomers');
    for (const { shellScreen, screen, early } of declared) {
      if (!early) continue;
      expect(Object.keys(shellScreen.gate ?? {})).toEqual(['minLevel']);
      expect(Object.keys((calls[screen.search!.call].gate as object) ?? {})).toEqual(['minLevel']);
    }
  });

  it('asks, per brand and level, exactly what the runtime resolves and asks for, and only where it may', () => {
    let compared = 0;
    for (const { shellScreen, screen, early } of declared) {
      if (!early) continue;
      const call = calls[screen.search!.call];
      for (const [brand, profile] of profiles) {
        const config: Record<string, unknown> = { ...profile.config };
        for (const level of Object.values(LEVELS)) {
          const gateContext = gateContextFor(profile, level, 'agent@southern.example');
          const resolved = resolveScreen(screen, { gateContext, config });
          const opens = resolved !== null && checkGate(shellScreen.gate, gateContext);
          const mayCall = checkGate(call.gate as Gate, gateContext);
          const sends = early.brands[brand] !== undefined && level >= early.minLevel;
          // boot sends only where the screen opens and the call is allowed
          expect(sends).toBe(opens && mayCall);
          if (!sends) continue;
          for (const address of ADDRESSES) {
            const { searched, query } = searchAddress(resolved!, new URLSearchParams(address), config);
            expect(earlySearchTarget(early, early.brands[brand], address), `${brand} ${level} ${address}`).toBe(
              searched ? buildUrl('', call.path, {}, query) : undefined,
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('reads the address and the level as the runtime and the session store do', () => {
    expect([EARLY_PAGE, EARLY_LIMIT]).toEqual([PAGE, LIMIT]);
    for (const value of [10, 40, 'HQ', 'BASIC', '30', 'nonsense', undefined, null])
      expect(earlyLevel(value, { ...LEVELS })).toBe(toLevel(value));
  });
});

// --- boot, in a page -------------------------------------------------------------------------------------------

const SEARCH: EarlySearch = {
  route: routePattern('/search-customers'),
  path: '/admin/customers',
  minLevel: LEVELS.BASIC,
  brands: { southern: { limit: 10, hidden: ['isrn'], headers: { 'X-Smartcard-Version': '2' } } },
};
const LOADS: EarlyLoads = {
  app: [],
  brands: {},
  routes: [],
  results: { routes: [], files: [] },
  searches: [SEARCH, { ...SEARCH, route: routePattern('/search-users'), minLevel: LEVELS.HQ }],
  levels: { ...LEVELS },
};
const API = 'https://api.southern.example/api';

function tab(cookie: string, refreshBody: unknown = { result: { accessToken: 'tok-1', accessLevel: 11 } }, ok = true) {
  document.head.innerHTML = `<script type="application/json" id="early-loads">${JSON.stringify(LOADS)}</script>`;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  const searchReply = new Response(JSON.stringify({ result: [{ id: 1 }] }));
  const fetch = vi.fn((..._args: Parameters<typeof globalThis.fetch>) => Promise.resolve(searchReply));
  const refreshReply = new Response(JSON.stringify(refreshBody), { status: ok ? 201 : 401 });
  const win = {
    fetch,
    __consoleEarly: {
      refresh: { url: Promise.resolve(`${API}${EARLY_REFRESH_PATH}`), reply: Promise.resolve(refreshReply) },
    },
  } as unknown as Window;
  return { fetch, win, searchReply, refreshReply };
}

const sentOf = async (win: Window) => (await win.__consoleEarly?.search) ?? undefined;

afterEach(() => vi.restoreAllMocks());

describe('startEarlySearch', () => {
  it('sends the search of a new tab on a search address once the refresh answers, as the shell would', async () => {
    const t = tab('signedIn=1; brand=southern; emailToken=user-tok');
    startEarlySearch(document, { pathname: '/search-customers', search: '?surname=Smith&isrn=1&page=1' }, t.win);
    const sent = await sentOf(t.win);
    const url = `${API}/admin/customers?surname=Smith&page=1&limit=10`;
    const headers = {
      'X-Smartcard-Version': '2',
      Accept: 'application/json',
      Authorization: 'Bearer tok-1',
      'X-Brand': 'southern',
      'X-User-Token': 'user-tok',
      'X-Requested-With': 'console',
    };
    expect(t.fetch).toHaveBeenCalledExactlyOnceWith(url, { method: 'GET', headers, credentials: 'include' });
    expect(sent?.url).toBe(url);
    expect(await sent?.reply).toBe(t.searchReply);
    // main.tsx still reads the refresh reply's body: boot read a copy
    expect(t.refreshReply.bodyUsed).toBe(false);
  });

  it('sends nothing the shell would not send: no search yet, another route, a level the gate refuses, no session', async () => {
    const cases: Array<[string, string, string, unknown?, boolean?]> = [
      ['signedIn=1; brand=southern', '/search-customers', '?surname=Smith'], // the form, no search made yet
      ['signedIn=1; brand=southern', '/account/7', '?page=1'],
      ['signedIn=1; brand=gatwick', '/search-customers', '?surname=Smith&page=1'], // a brand not listed
      ['signedIn=1', '/search-customers', '?surname=Smith&page=1'], // no brand cookie
      ['signedIn=1; brand=southern', '/search-users', '?surname=Smith&page=1'], // HQ only; the reply says 11
      ['signedIn=1; brand=southern', '/search-customers', '?surname=Smith&page=1', { result: {} }],
      [
        'signedIn=1; brand=southern',
        '/search-customers',
        '?surname=Smith&page=1',
        { result: { accessToken: 'x' } },
        false,
      ],
    ];
    for (const [cookie, pathname, search, body, ok] of cases) {
      const t = tab(cookie, body, ok);
      startEarlySearch(document, { pathname, search }, t.win);
      expect(await sentOf(t.win), `${cookie} ${pathname}${search}`).toBeUndefined();
      expect(t.fetch).not.toHaveBeenCalled();
    }
    // no refresh under way (a reload keeps its session; the shell asks)
    const t = tab('signedIn=1; brand=southern');
    t.win.__consoleEarly = {};
    startEarlySearch(document, { pathname: '/search-customers', search: '?surname=Smith&page=1' }, t.win);
    expect(t.win.__consoleEarly.search).toBeUndefined();
  });

  it('sends for a level the gate admits, the reply naming it or numbering it', async () => {
    for (const accessLevel of ['HQ', 40, '40']) {
      const t = tab('signedIn=1; brand=southern', { result: { accessToken: 'tok', accessLevel } });
      startEarlySearch(document, { pathname: '/search-users', search: '?surname=Smith&page=1' }, t.win);
      expect((await sentOf(t.win))?.url).toBe(`${API}/admin/customers?surname=Smith&page=1&limit=10`);
    }
  });
});

describe('withEarlySearch', () => {
  /** The shell's own client after the session's refresh, as createAppServices builds it. */
  function shellClient(fetchFn: typeof fetch, emailToken = 'user-tok') {
    const tokens: TokenStore = {
      getAccessToken: () => 'tok-1',
      canRefresh: () => true,
      getEmailToken: () => emailToken,
      getBrand: () => 'southern',
      getSessionShort: () => true,
      setTokens: () => undefined,
      clear: () => undefined,
    };
    return createHttpClient({
      fetch: fetchFn,
      tokens,
      baseUrl: API,
      extraHeaders: () => ({ 'X-Smartcard-Version': '2' }),
      notify: () => undefined,
      onLogout: () => undefined,
    });
  }

  async function booted() {
    const t = tab('signedIn=1; brand=southern; emailToken=user-tok');
    startEarlySearch(document, { pathname: '/search-customers', search: '?surname=Smith&page=1' }, t.win);
    await sentOf(t.win);
    t.fetch.mockClear();
    return t;
  }

  it("answers the runtime's identical request with boot's reply, once", async () => {
    const t = await booted();
    const own = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ result: [{ id: 2 }] }))));
    const http = shellClient(withEarlySearch(own, t.win));
    const query = { surname: 'Smith', page: 1, limit: 10 };
    expect(await http.request({ method: 'GET', path: '/admin/customers', query })).toEqual({ result: [{ id: 1 }] });
    expect(own).not.toHaveBeenCalled();
    // a later search asks the server
    expect(await http.request({ method: 'GET', path: '/admin/customers', query })).toEqual({ result: [{ id: 2 }] });
    expect(own).toHaveBeenCalledOnce();
  });

  it('lets other calls through and keeps the reply for the search; a search that differs asks itself', async () => {
    const t = await booted();
    const own = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ result: 'own' }))));
    const http = shellClient(withEarlySearch(own, t.win));
    await http.request({ method: 'GET', path: '/admin/users/me' });
    await http.request({ method: 'POST', path: '/admin/customers', body: {} });
    expect(own).toHaveBeenCalledTimes(2);
    expect(t.win.__consoleEarly?.search).toBeDefined();
    // another page: the first request to the searched path decides, and boot's reply is dropped
    const reply = await http.request({ method: 'GET', path: '/admin/customers', query: { surname: 'Smith', page: 2 } });
    expect(reply).toEqual({ result: 'own' });
    expect(t.win.__consoleEarly?.search).toBeUndefined();
  });

  it('does not answer a request whose headers differ (another user token)', async () => {
    const t = await booted();
    const own = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ result: 'own' }))));
    const http = shellClient(withEarlySearch(own, t.win), 'other-tok');
    const query = { surname: 'Smith', page: 1, limit: 10 };
    expect(await http.request({ method: 'GET', path: '/admin/customers', query })).toEqual({ result: 'own' });
    expect(own).toHaveBeenCalledOnce();
  });

  it('passes everything through when boot sent nothing', async () => {
    const own = vi.fn(() => Promise.resolve(new Response('{}')));
    const win = { __consoleEarly: { search: Promise.resolve(undefined) } } as unknown as Window;
    await withEarlySearch(own, win)('/api/admin/customers', { method: 'GET' });
    expect(own).toHaveBeenCalledOnce();
    expect(win.__consoleEarly?.search).toBeUndefined();
  });
});
