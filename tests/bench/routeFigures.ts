/**
 * Per-route figures (issue 24), as HQ of southern (every flag on): the JavaScript a cold load of each route of both
 * spec files downloads (KB as sent — the server's brotli copies — and the gzip estimate of the same scripts), the
 * layout shift of /login (CLS), the JavaScript of /search-customers for a BASIC user, and the call waterfall of the
 * account, smartcard and order pages (when each API call started, ms after navigation start).
 * Called by tests/bench/run.ts (parts `routes`, `waterfall`) with the sandbox server running. With BENCH_BEFORE_DIST
 * (another build, served by a second server) every figure is measured for both builds in the same run, route by
 * route and load by load alternately, and printed side by side (before → after). Prints figures only.
 */
import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { chromiumArgs, scriptCollector, signInAs } from './benchBrowser';

const BRAND = 'southern';
const EMAIL = `hq@${BRAND}.example`;

/** A concrete page for every route of 000 §2 / 001 §2 (ids from README's Demo data, southern). */
export const SPEC_ROUTE_PAGES: Array<[route: string, url: string]> = [
  ['/login', '/login'],
  ['/search-customers', '/search-customers'],
  ['/account/{id}', '/account/32'],
  ['/search-orders', '/search-orders'],
  ['/orders/{id}', '/orders/90003049'],
  ['/drc-orders/{id}', '/drc-orders/90003051'],
  ['/orders/{id}/refund', '/orders/90003044/refund'],
  ['/customers/{cid}/vouchers/{vid}', '/customers/4/vouchers/1'],
  ['/customers/{cid}/smartcard', '/customers/93003001/smartcard'],
  ['/smartcard-transfers', '/smartcard-transfers'],
  ['/smartcard-transfers/{id}', '/smartcard-transfers/91003022'],
  ['/card-issuance', '/card-issuance'],
  ['/search-railcards', '/search-railcards'],
  ['/railcard-application/{railcardId}/{customerId}', '/railcard-application/RX0000182/18'],
  ['/search-users', '/search-users'],
  ['/user/{id}', '/user/1'],
  ['/customer-deletions', '/customer-deletions'],
  ['/search-vouchers', '/search-vouchers'],
  ['/smartcard-approvals', '/smartcard-approvals'],
  ['/smartcard-approvals/{id}', '/smartcard-approvals/91003018'],
  ['/search-sticket-photos', '/search-sticket-photos'],
  ['/compensation/claims', '/compensation/claims'],
  ['/compensation/claims/{id}', '/compensation/claims/CR-00000301'],
  ['/delay-repay', '/delay-repay?customerId=32'],
  ['/delay-repay/claims/{id}', '/delay-repay/claims/DRCL52'],
];

const WATERFALL_PAGES: Array<[name: string, url: string]> = [
  ['account (one-click, 32)', '/account/32'],
  ['smartcard (KeyGo, 93003001)', '/customers/93003001/smartcard'],
  ['order (sent e-mails, 90003049)', '/orders/90003049'],
  ['search (Smith, page 1)', '/search-customers?surname=Smith&page=1&limit=10'],
];

/**
 * Issue 33: the calls of each waterfall page that need another call's reply (its params, its `when`), and that reply —
 * paths of the API (after /api), matched whole. Written out here rather than read from the screens, so a build that
 * does not declare them (BENCH_BEFORE_DIST) is measured the same way.
 */
const DEPENDENT_CALLS: Record<string, Array<[dependent: RegExp, needs: RegExp]>> = {
  '/account/32': [],
  '/customers/93003001/smartcard': [
    [/^\/smartcard\/93003001\/products\/all(\?|$)/, /^\/customers\/93003001$/],
    [/^\/smartcard\/93003001\/gold-card-replacements(\?|$)/, /^\/customers\/93003001$/],
  ],
  // issue 33 item 2: the first call in the same task as the session's reply (a new tab's refresh)
  '/search-customers?surname=Smith&page=1&limit=10': [[/^\/admin\/customers\?/, /^\/customers\/auth\/refresh$/]],
  '/orders/90003049': [
    [/^\/changeover\/order\/90003049\/customer\/[^/?]+(\?|$)/, /^\/orders\/90003049$/],
    [/^\/orders\/90003049\/etickets(\?|$)/, /^\/orders\/90003049$/],
  ],
};

/** The route's scripts in KB: brotli as transferred, the gzip estimate, and how many files (benchBrowser's collector). */
function scripts(page: Page) {
  const collect = scriptCollector(page);
  return async () => {
    const { transferred, gzip, files } = await collect();
    return { brotli: transferred, gzip, files };
  };
}

/**
 * Refresh tokens are single-use: each cold load starts a fresh context with the cookies the previous one ended with.
 */
class ColdSession {
  private cookies: Cookie[] = [];
  constructor(
    private browser: Browser,
    private base: string,
    private email = EMAIL,
  ) {}

  async signIn() {
    const context = await this.browser.newContext();
    await signInAs(await context.newPage(), this.base, this.email, BRAND);
    this.cookies = await context.cookies();
    await context.close();
  }

  async open<T>(url: string, measure: (page: Page) => Promise<T>, signedIn = true): Promise<T> {
    const context: BrowserContext = await this.browser.newContext();
    if (signedIn) await context.addCookies(this.cookies);
    const page = await context.newPage();
    try {
      const result = await measure(page);
      if (signedIn) this.cookies = await context.cookies();
      return result;
    } finally {
      await context.close();
    }
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // a lazily loaded widget may start its chunk after the first idle moment
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

/** Records every layout shift of the page from its first paint (window.__cls: the sum, without shifts after input). */
const CLS_PROBE = () => {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) w.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

interface RouteFigures {
  brotli: number;
  gzip: number;
  files: number;
  cls: number;
}

async function measureRoute(session: ColdSession, base: string, url: string, signedIn: boolean): Promise<RouteFigures> {
  return session.open(
    url,
    async (page) => {
      await page.addInitScript(CLS_PROBE);
      const collect = scripts(page);
      await page.goto(`${base}${url}`);
      await settle(page);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      return { ...(await collect()), cls };
    },
    signedIn,
  );
}

const kb = (value: number) => value.toFixed(1).padStart(6);
const figure = (f: RouteFigures) => `${kb(f.brotli)} / ${kb(f.gzip)} / ${String(f.files).padStart(2)}`;

/** `before`: the address of a server of the build to compare with (BENCH_BEFORE_DIST), measured alternately. */
export async function routeFigures(base: string, before?: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const builds = before ? [{ base: before, session: new ColdSession(browser, before) }] : [];
    builds.push({ base, session: new ColdSession(browser, base) });
    for (const build of builds) await build.session.signIn();
    console.log(
      `JavaScript per route, cold, HQ of ${BRAND} (KB brotli as sent / gzip estimate / files)${before ? ': before → after' : ''}:`,
    );
    let worst = { route: '', brotli: 0 };
    let over = 0;
    let loginCls: number[] = [];
    for (const [route, url] of SPEC_ROUTE_PAGES) {
      const signedIn = route !== '/login';
      const measured: RouteFigures[] = [];
      for (const build of builds) measured.push(await measureRoute(build.session, build.base, url, signedIn));
      const now = measured.at(-1)!;
      if (now.brotli > worst.brotli) worst = { route, brotli: now.brotli };
      if (now.brotli > 175) over++;
      if (!signedIn) loginCls = measured.map((m) => m.cls);
      console.log(`  ${route.padEnd(50)} ${measured.map(figure).join('  →  ')}`);
    }
    console.log(`  heaviest route: ${worst.route} ${worst.brotli.toFixed(1)} KB brotli; ${over} route(s) over 175 KB`);
    console.log(`/login cumulative layout shift: ${loginCls.map((c) => c.toFixed(4)).join(' → ')}`);
    // the figure of issue 24's first target: /search-customers as a BASIC user (the `browser` part's user)
    const basic: RouteFigures[] = [];
    for (const build of builds) {
      const session = new ColdSession(browser, build.base, 'basic@southern.example');
      await session.signIn();
      basic.push(await measureRoute(session, build.base, '/search-customers', true));
    }
    console.log(
      `/search-customers, cold, BASIC (KB brotli / gzip estimate / files): ${basic.map(figure).join('  →  ')}`,
    );
  } finally {
    await browser.close();
  }
}

/** One API call of a load, from the Resource Timing API (ms after navigation start). */
interface CallTiming {
  /** fetch() called */
  start: number;
  /** the request went out (after waiting for a connection) */
  requestStart: number;
  responseEnd: number;
}

/** When each call of a cold load of `url` started (ms after navigation start), first start per address. */
async function callTimings(session: ColdSession, base: string, url: string): Promise<Map<string, CallTiming>> {
  return session.open(url, async (page) => {
    await page.goto(`${base}${url}`);
    await settle(page);
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({
          name: new URL(e.name).pathname + new URL(e.name).search,
          start: e.startTime,
          requestStart: e.requestStart,
          responseEnd: e.responseEnd,
        })),
    );
    const calls = new Map<string, CallTiming>();
    for (const { name, ...timing } of entries) if (!calls.has(name)) calls.set(name, timing);
    return calls;
  });
}

const starts = (run: Map<string, CallTiming>) => new Map([...run].map(([name, t]) => [name, t.start]));

/**
 * Issue 33: per dependent call of one load, how long after the reply it needs arrived (that reply's responseEnd) it
 * was asked for (fetch called: startTime) and sent (requestStart; later when the browser had no free connection).
 */
function dependentDelays(url: string, run: Map<string, CallTiming>) {
  const apiPath = (name: string) => name.replace(/^\/api/, '');
  const find = (pattern: RegExp) => [...run].find(([name]) => pattern.test(apiPath(name)));
  return (DEPENDENT_CALLS[url] ?? []).map(([dependent, needs]) => {
    const call = find(dependent);
    const needed = find(needs);
    const label = call ? apiPath(call[0]) : String(dependent);
    if (!call || !needed) return { label, asked: undefined, sent: undefined };
    return {
      label,
      asked: call[1].start - needed[1].responseEnd,
      sent: call[1].requestStart - needed[1].responseEnd,
    };
  });
}

const screenCall = (name: string) => !/\/auth\//.test(name);

/** One load's spread: its last screen call's start after its first (sign-in refresh aside). */
function loadSpread(run: Map<string, number>): number {
  const starts = [...run].filter(([name]) => screenCall(name)).map(([, start]) => start);
  return starts.length ? Math.max(...starts) - Math.min(...starts) : 0;
}

/** Median start of each call over the runs, in start order, and the spread of the screen's calls (sign-in refresh aside). */
function waterfall(runs: Array<Map<string, number>>) {
  const names = [...new Set(runs.flatMap((r) => [...r.keys()]))];
  const medians = names
    .map((n) => {
      const starts = runs.map((r) => r.get(n)).filter((s): s is number => s !== undefined);
      return { name: n, start: [...starts].sort((a, b) => a - b)[Math.floor(starts.length / 2)] };
    })
    .sort((a, b) => a.start - b.start);
  const screenCalls = medians.filter((c) => screenCall(c.name));
  const spread = screenCalls.length ? screenCalls.at(-1)!.start - screenCalls[0].start : 0;
  const spreads = runs.map(loadSpread).sort((a, b) => a - b);
  return { medians, spread, loadSpread: spreads[Math.floor(spreads.length / 2)] };
}

/** `before`: as for routeFigures; the runs of both builds alternate. */
export async function waterfallFigures(base: string, before?: string) {
  // a noisy machine (issue 24's figures are measured beside other work): more loads give steadier medians
  const loads = Number(process.env.BENCH_WATERFALL_RUNS ?? 3);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const builds = before ? [{ name: 'before', base: before, session: new ColdSession(browser, before) }] : [];
    builds.push({ name: before ? 'after' : '', base, session: new ColdSession(browser, base) });
    for (const build of builds) await build.session.signIn();
    // BENCH_WATERFALL_PAGES=order,smartcard: only the pages whose name starts so
    const only = process.env.BENCH_WATERFALL_PAGES?.split(',').map((p) => p.trim());
    for (const [name, url] of WATERFALL_PAGES.filter(([n]) => !only || only.some((p) => n.startsWith(p)))) {
      // median of 3 cold loads (BENCH_WATERFALL_RUNS), call by call
      const timings = builds.map(() => [] as Array<Map<string, CallTiming>>);
      for (let i = 0; i < loads; i++)
        for (const [b, build] of builds.entries()) timings[b].push(await callTimings(build.session, build.base, url));
      const runs = timings.map((t) => t.map(starts));
      const results = runs.map(waterfall);
      console.log(
        `call waterfall, ${name}, cold, median of ${loads} (ms after navigation start); screen calls spread ${results.map((r) => `${r.spread.toFixed(0)} ms`).join(' → ')} (median of each load's spread ${results.map((r) => `${r.loadSpread.toFixed(0)} ms`).join(' → ')}):`,
      );
      for (const [b, result] of results.entries()) {
        if (builds[b].name) console.log(`  ${builds[b].name}:`);
        for (const c of result.medians) console.log(`  ${c.start.toFixed(0).padStart(6)}  ${c.name}`);
      }
      printDependentDelays(url, timings, builds);
    }
  } finally {
    await browser.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Issue 33's target (≤ 20 ms): each dependent call's median delay after the reply it needs, asked / sent, per build. */
function printDependentDelays(
  url: string,
  timings: Array<Array<Map<string, CallTiming>>>,
  builds: Array<{ name: string }>,
) {
  if ((DEPENDENT_CALLS[url] ?? []).length === 0) {
    console.log('  dependent calls: none on this page');
    return;
  }
  const perBuild = timings.map((runs) => runs.map((run) => dependentDelays(url, run)));
  console.log(
    `  dependent calls, after the reply they need arrived (responseEnd → fetch called / → requestStart), median${builds.length > 1 ? ', before → after' : ''}:`,
  );
  for (const [i, [dependent]] of (DEPENDENT_CALLS[url] ?? []).entries()) {
    const figures = perBuild.map((runs) => {
      const asked = runs.map((r) => r[i].asked).filter((v): v is number => v !== undefined);
      const sent = runs.map((r) => r[i].sent).filter((v): v is number => v !== undefined);
      const all = runs.map((r) => r[i].sent).map((v) => (v === undefined ? '—' : v.toFixed(0)));
      return asked.length === 0 ? 'not called' : `${ms(middle(asked))} / ${ms(middle(sent))} (sent: ${all.join(', ')})`;
    });
    const label = perBuild.at(-1)!.find((r) => r[i].asked !== undefined)?.[i].label ?? String(dependent);
    console.log(`    ${label.padEnd(48)} ${figures.join('  →  ')}`);
  }
}

/**
 * Issue 33 item 2 (peer-bench.cjs's measure): when the first result row holding "Smith" enters the DOM, in page time.
 * A string: tsx names the inner functions of a function (`__name`), which the page does not have.
 */
const ROW_WATCH = `
  const observer = new MutationObserver(() => {
    const rows = [...document.querySelectorAll('table tbody tr')];
    if (window.__firstRowAt === undefined && rows.some((tr) => (tr.textContent || '').includes('Smith'))) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * Part `firstrow`: cold loads of the customer search with a result list (peer-bench.cjs's console address, as a
 * station agent), first row in page (median) and the JavaScript it loaded (gzip), per build, loads alternating
 * (BENCH_FIRST_ROW_RUNS, default 11). The react-admin peer itself is measured by ../shared/peer/peer-bench.cjs.
 */
export async function firstRowFigures(base: string, before?: string) {
  const runs = Number(process.env.BENCH_FIRST_ROW_RUNS ?? 11);
  const url = '/search-customers?surname=Smith&page=1&limit=10';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const builds = before
      ? [{ base: before, session: new ColdSession(browser, before, 'agent@southern.example') }]
      : [];
    builds.push({ base, session: new ColdSession(browser, base, 'agent@southern.example') });
    for (const build of builds) await build.session.signIn();
    const rows = builds.map(() => [] as number[]);
    const gzip = builds.map(() => 0);
    for (let i = 0; i < runs; i++)
      for (const [b, build] of builds.entries()) {
        const { at, kb } = await build.session.open(url, async (page) => {
          await page.addInitScript(ROW_WATCH);
          const collect = scripts(page);
          await page.goto(`${build.base}${url}`);
          await page.locator('table tbody tr', { hasText: 'Smith' }).first().waitFor({ state: 'visible' });
          const firstRow = await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt);
          await page.waitForLoadState('networkidle');
          return { at: firstRow, kb: (await collect()).gzip };
        });
        rows[b].push(at);
        gzip[b] = kb;
      }
    console.log(
      `${url}, cold, first row in page (median of ${runs}) / JavaScript gzip${before ? ', before → after' : ''}: ` +
        builds.map((_, b) => `${middle(rows[b]).toFixed(0)} ms / ${gzip[b].toFixed(1)} KB`).join('  →  '),
    );
    for (const [b] of builds.entries()) console.log(`  runs: ${rows[b].map((r) => r.toFixed(0)).join(', ')}`);
  } finally {
    await browser.close();
  }
}
