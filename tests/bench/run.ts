/**
 * `npm run bench`: prints figures, asserts nothing.
 * - first-route JavaScript (gzip KB) for /login and for a cold /search-customers
 * - cold load of /search-customers to interactive in Chromium (ms, median of 5)
 * - customer search API p50/p95 at the default seed and at SEED_SCALE=large (BENCH_LARGE=0 skips the large run)
 * - refund page keystroke-to-paint p50/p95 on a 30-ticket order vs plain RJSF with liveValidate (refundKeystroke.ts)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type BrowserContext } from 'playwright-core';
import { refundKeystrokeFigures } from './refundKeystroke';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'Demo-password-1!';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SANDBOX: '1' },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the sandbox server did not start within 180 s');
}

/** Collects every script the page loads and sums their gzip sizes. */
function scriptCollector(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const brand = page.getByLabel('Brand');
  if (await brand.count()) await brand.selectOption('southern');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/confirm-login/);
  const reply = await fetch(`${base}/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { result } = (await reply.json()) as { result: { code: string }[] };
  await page.getByLabel('Code').fill(result[0].code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/search-customers/);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function browserFigures() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const loginPage = await (await browser.newContext()).newPage();
    const loginJs = scriptCollector(loginPage);
    await loginPage.goto(`${base}/login`, { waitUntil: 'networkidle' });
    console.log(`first-route JavaScript, /login: ${(await loginJs()).toFixed(1)} KB gzip`);

    const loads: number[] = [];
    let searchJs = 0;
    for (let i = 0; i < 5; i++) {
      // Refresh tokens are single-use, so each run signs in afresh; the measured load then starts in a new
      // context with an empty cache that restores the session from the cookies alone.
      const signedIn = await browser.newContext();
      await signIn(await signedIn.newPage(), 'basic@southern.example');
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
      if (i === 0) searchJs = await js();
      await context.close();
    }
    console.log(`first-route JavaScript, /search-customers (cold, signed in): ${searchJs.toFixed(1)} KB gzip`);
    console.log(`cold load of /search-customers to interactive: median ${median(loads)} ms (runs: ${loads.join(', ')})`);
  } finally {
    await browser.close();
  }
}

async function main() {
  run('npx', ['vite', 'build', '--logLevel', 'error']);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const server = await startServer(dataDir);
  try {
    await browserFigures();
    await refundKeystrokeFigures(base);
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  run('node', ['--import', 'tsx', 'tests/bench/apiSearch.ts']);
  if (process.env.BENCH_LARGE !== '0') run('node', ['--import', 'tsx', 'tests/bench/apiSearch.ts'], { SEED_SCALE: 'large' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
