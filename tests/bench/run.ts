/**
 * `npm run bench`: prints figures, asserts nothing.
 * - first-route JavaScript for /login and for a cold /search-customers: KB transferred as the browser received it
 *   (the server's pre-compressed brotli copies) and the gzip estimate of the same scripts
 * - cold load of /search-customers to interactive in Chromium (ms, median of 7)
 * - customer search API p50/p95 at the default seed and at SEED_SCALE=large (BENCH_LARGE=0 skips the large run)
 * - refund page keystroke-to-paint p50/p95 on a 30-ticket order vs plain RJSF with liveValidate (refundKeystroke.ts)
 * - KeyGo (part `keygo`, keyGoTapEditor.ts): add tap → re-priced day shown p50/p95, heavy user smartcard page load
 *   median, tap editor and weekly history one week back p50/p95
 * - claim accordion keystroke-to-paint and script time p50/p95, 4 weeks × 5 days × 2 tickets, vs plain RJSF with
 *   liveValidate (compensationKeystroke.ts; part `claim`, needs no server)
 * - quick lookup to results p50/p95 per identifier kind, at the default seed and at SEED_SCALE=large (lookup.ts; part
 *   `lookup`; BENCH_LARGE=0 skips the large run; DATABASE_URL measures that PostgreSQL database instead of PGlite)
 * - JavaScript per route of both spec files, cold, as HQ (part `routes`), and the call waterfall of the account,
 *   smartcard and order pages (part `waterfall`), with each dependent call's delay after the reply it needs, and the
 *   customer search's first row in page with its JavaScript (part `firstrow`) (routeFigures.ts)
 * - sustained load (part `sustained`, not run by default: ten minutes per database): a mixed staff workload at 20
 *   connections, requests/s, p50/p99, replies by class and the server's memory per minute (sustainedLoad.ts;
 *   SUSTAINED_SECONDS shortens it; DATABASE_URL runs it on that PostgreSQL database too, which it empties)
 * The browser figures are saved to .data/bench-last.json; the next run prints them beside its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { keyGoTapEditorFigures } from './keyGoTapEditor';
import { compensationKeystrokeFigures } from './compensationKeystroke';
import { refundKeystrokeFigures } from './refundKeystroke';
import { chromiumArgs, scriptCollector, signInAs } from './benchBrowser';
import { firstRowFigures, routeFigures, waterfallFigures } from './routeFigures';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

async function startServer(dataDir: string, serverPort = port, distDir?: string): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SANDBOX: '1',
      ...(distDir ? { DIST_DIR: distDir } : {}),
    },
  });
  const address = `http://127.0.0.1:${serverPort}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${address}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the sandbox server did not start within 180 s');
}

interface BrowserFigures {
  loginTransferredKb: number;
  loginGzipKb: number;
  searchTransferredKb: number;
  searchGzipKb: number;
  coldLoadMedianMs: number;
}

const lastRunFile = join(root, '.data/bench-last.json');

function previousFigures(): (BrowserFigures & { at: string }) | undefined {
  try {
    return existsSync(lastRunFile) ? JSON.parse(readFileSync(lastRunFile, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** "123.4 KB (previous build 150.2 KB)" when the last run measured the same figure. */
function withPrevious(value: number, unit: string, previous: number | undefined, digits = 1): string {
  const now = `${value.toFixed(digits)} ${unit}`;
  return previous === undefined ? now : `${now} (previous run ${previous.toFixed(digits)} ${unit})`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function browserFigures() {
  const previous = previousFigures();
  if (previous) console.log(`previous run: ${previous.at}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const loginPage = await (await browser.newContext()).newPage();
    const loginJs = scriptCollector(loginPage);
    await loginPage.goto(`${base}/login`);
    // the form is lazy: count what it took to show it, then anything still loading after
    await loginPage.getByLabel('E-mail').waitFor({ state: 'visible' });
    await loginPage.waitForLoadState('networkidle');
    const login = await loginJs();
    console.log(
      `first-route JavaScript, /login (${login.files} files): ${withPrevious(login.transferred, 'KB transferred', previous?.loginTransferredKb)}; ` +
        `gzip estimate ${withPrevious(login.gzip, 'KB', previous?.loginGzipKb)}`,
    );

    const loads: number[] = [];
    let search = { transferred: 0, gzip: 0, files: 0 };
    for (let i = 0; i < 7; i++) {
      // Refresh tokens are single-use, so each run signs in afresh; the measured load then starts in a new
      // context with an empty cache that restores the session from the cookies alone.
      const signedIn = await browser.newContext();
      await signInAs(await signedIn.newPage(), base, 'basic@southern.example', 'southern');
      const cookies = await signedIn.cookies();
      await signedIn.close();
      const context: BrowserContext = await browser.newContext();
      await context.addCookies(cookies);
      const page = await context.newPage();
      const js = scriptCollector(page);
      const started = Date.now();
      await page.goto(`${base}/search-customers`);
      await page.getByLabel('Surname').waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const input = [...document.querySelectorAll('input')].find((el) => el.id.endsWith('surname'));
        return input !== undefined && !input.disabled;
      });
      loads.push(Date.now() - started);
      await page.waitForLoadState('networkidle');
      if (i === 0) search = await js();
      await context.close();
    }
    console.log(
      `first-route JavaScript, /search-customers (cold, signed in, ${search.files} files): ` +
        `${withPrevious(search.transferred, 'KB transferred', previous?.searchTransferredKb)}; gzip estimate ${withPrevious(search.gzip, 'KB', previous?.searchGzipKb)}`,
    );
    const coldLoad = median(loads);
    console.log(
      `cold load of /search-customers to interactive: median ${withPrevious(coldLoad, 'ms', previous?.coldLoadMedianMs, 0)} (runs: ${loads.join(', ')})`,
    );
    const figures: BrowserFigures & { at: string } = {
      at: new Date().toISOString(),
      loginTransferredKb: login.transferred,
      loginGzipKb: login.gzip,
      searchTransferredKb: search.transferred,
      searchGzipKb: search.gzip,
      coldLoadMedianMs: coldLoad,
    };
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(lastRunFile, `${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_PARTS=browser,routes,waterfall,firstrow,keystroke,keygo,claim,api,lookup,load,sustained picks parts (default all but load); DIST_DIR serves a console built elsewhere (no
 * build then) and must be an absolute path (the server resolves it from its own working directory).
 * BENCH_BEFORE_DIST (absolute path of another build, e.g. of the branch's starting commit) serves that build from a
 * second server (BENCH_PORT + 1, its own data) and the parts `routes` and `waterfall` measure both side by side.
 * BENCH_WATERFALL_RUNS (default 3) sets how many cold loads of each page the waterfall takes per build;
 * BENCH_WATERFALL_PAGES (e.g. `order,smartcard`) picks its pages.
 */
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'browser,routes,waterfall,firstrow,keystroke,keygo,claim,api,lookup')
    .split(',')
    .map((p) => p.trim()),
);

async function main() {
  if (['browser', 'routes', 'waterfall', 'firstrow', 'keystroke', 'keygo'].some((p) => parts.has(p))) {
    if (!process.env.DIST_DIR) run('npx', ['vite', 'build', '--logLevel', 'error']);
    const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
    const server = await startServer(dataDir);
    const beforeDist = process.env.BENCH_BEFORE_DIST;
    const beforeDataDir = beforeDist ? mkdtempSync(join(tmpdir(), 'console-bench-before-')) : undefined;
    const beforeServer = beforeDataDir ? await startServer(beforeDataDir, port + 1, beforeDist) : undefined;
    const before = beforeServer ? `http://127.0.0.1:${port + 1}` : undefined;
    try {
      if (parts.has('browser')) await browserFigures();
      if (parts.has('routes')) await routeFigures(base, before);
      if (parts.has('waterfall')) await waterfallFigures(base, before);
      if (parts.has('firstrow')) await firstRowFigures(base, before);
      if (parts.has('keystroke')) await refundKeystrokeFigures(base);
      if (parts.has('keygo')) await keyGoTapEditorFigures(base);
    } finally {
      server.kill();
      beforeServer?.kill();
      rmSync(dataDir, { recursive: true, force: true });
      if (beforeDataDir) rmSync(beforeDataDir, { recursive: true, force: true });
    }
  }
  if (parts.has('claim')) await compensationKeystrokeFigures();
  if (parts.has('load')) run('node', ['--import', 'tsx', 'tests/bench/apiLoad.ts']);
  if (parts.has('sustained')) run('node', ['--import', 'tsx', 'tests/bench/sustainedLoad.ts']);
  if (parts.has('api')) {
    run('node', ['--import', 'tsx', 'tests/bench/apiSearch.ts']);
    if (process.env.BENCH_LARGE !== '0')
      run('node', ['--import', 'tsx', 'tests/bench/apiSearch.ts'], { SEED_SCALE: 'large' });
  }
  if (parts.has('lookup')) {
    run('node', ['--import', 'tsx', 'tests/bench/lookup.ts']);
    if (process.env.BENCH_LARGE !== '0')
      run('node', ['--import', 'tsx', 'tests/bench/lookup.ts'], { SEED_SCALE: 'large' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
