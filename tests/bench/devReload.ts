/**
 * Edit-to-screen time of `npm run dev` (issue 20): signed in as HQ on the customer search with results shown, a
 * column is added to schemas/screens/customers/searchCustomers.yaml and the time from the save until the new screen is
 * on the page (its header shown beside the postcode's, as the page sees it on each frame) is measured; then the edit is
 * undone and timed the same way (until the screen is shown again without it). The dev server regenerates and the page
 * takes the new screen module in place; the bench counts the full page loads meanwhile and says whether the session
 * held throughout (never sent to the sign-in page, still signed in at the end). Prints figures, asserts nothing. Runs
 * against a dev server at DEV_URL, or starts one (PORT BENCH_DEV_PORT, default 8197; DATA_DIR as given, else a fresh
 * folder, seeded first).
 * `npx tsx tests/bench/devReload.ts`
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, percentile, signInAs } from './benchBrowser';

const root = join(import.meta.dirname, '../..');
const screenFile = join(root, 'schemas/screens/customers/searchCustomers.yaml');
const ANCHOR = '    - { field: postcode, label: CUSTOMER_POSTCODE }\n';
const ADDED = '    - { field: dateOfBirth, label: CUSTOMER_DATE_OF_BIRTH, format: date }\n';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function startDevServer(port: number): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts', '--dev'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-dev-')),
      DATABASE_URL: '',
      SANDBOX: '1',
    },
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/config/brands`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill();
  throw new Error('the dev server did not start');
}

const port = Number(process.env.BENCH_DEV_PORT ?? 8197);
const server = process.env.DEV_URL ? undefined : await startDevServer(port);
const base = process.env.DEV_URL ?? `http://127.0.0.1:${port}`;
const original = readFileSync(screenFile, 'utf8');
if (!original.includes(ANCHOR)) throw new Error(`${screenFile} no longer has the postcode column this bench edits`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage();
  await signInAs(page, base, 'hq@southern.example', 'southern');
  await page.goto(`${base}/search-customers?surname=Smith&page=1`);
  // the new screen is shown: the results table has the postcode column and, as the file now says, the date of birth
  // or not (checked on every frame in the page, in one go: a screen drawn afresh or a reload has neither for a moment)
  const screenShown = (withDateOfBirth: boolean) =>
    page.waitForFunction(
      (want) => {
        const headers = [...document.querySelectorAll('[data-screen] th')].map((th) => th.textContent?.trim());
        return headers.includes('Postcode') && headers.includes('Date of birth') === want;
      },
      withDateOfBirth,
      { polling: 'raf', timeout: 30_000 },
    );
  await screenShown(false);
  let loads = 0;
  let signInShown = false;
  page.on('load', () => loads++);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') signInShown = true;
  });
  const shown: number[] = [];
  const gone: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = Date.now();
    writeFileSync(screenFile, original.replace(ANCHOR, ANCHOR + ADDED));
    await screenShown(true);
    shown.push(Date.now() - started);
    started = Date.now();
    writeFileSync(screenFile, original);
    await screenShown(false);
    gone.push(Date.now() - started);
  }
  const signOut = page.getByRole('button', { name: /sign out|log ?out/i });
  const signedIn = await signOut.waitFor({ timeout: 10_000 }).then(
    () => !signInShown && new URL(page.url()).pathname === '/search-customers',
    () => false,
  );
  console.log(`npm run dev, edit to screen (column added to the customer search, ${ROUNDS} rounds):`);
  console.log(
    `  column appears: median ${percentile(shown, 50)} ms, max ${Math.max(...shown)} ms (${shown.join(', ')})`,
  );
  console.log(`  column removed: median ${percentile(gone, 50)} ms, max ${Math.max(...gone)} ms (${gone.join(', ')})`);
  console.log(`  full page loads during the ${ROUNDS * 2} edits: ${loads}`);
  console.log(`  still signed in afterwards: ${signedIn ? 'yes' : 'no'}`);
} finally {
  writeFileSync(screenFile, original);
  await browser.close();
  server?.kill();
}
