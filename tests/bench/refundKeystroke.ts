/**
 * Keystroke-to-paint latency while typing a ticket amount on the refund page of the 30-ticket showcase order
 * (src/widgets/refund-calculator), against the same fields as one plain RJSF form (@rjsf/core, runtime
 * @rjsf/validator-ajv8, liveValidate; tests/bench/rjsf-refund, built only here), and a bare <input> (what the method
 * gives for a keystroke that costs nothing). How a keystroke is measured, the same for every side: keystrokeLatency.ts
 * (real key events at a random moment of the frame clock; keydown → next frame → the task after it; the Event Timing
 * API's figure beside it; script time until the page settled). KEYSTROKE_RUNS (5) alternating rounds of every side
 * (every other one in reverse), a fresh page each; KEYSTROKE_JSON=<file> appends the keystrokes to pool runs; prints
 * p50/p95 and the ratios. KEYSTROKE_PHASE=frame sends each key straight after the page settled, as this bench did
 * before issue 24's item 3 (every key then waits most of a frame, whatever it costs). KEYSTROKE_BEFORE=<absolute dist
 * folder>[,<another>…] measures consoles built elsewhere (e.g. an earlier commit) in the same rounds, against the same
 * server: the browser is handed that folder's files instead of the served ones (API calls still go to the server), so
 * before and after are measured side by side on one machine state. Called by tests/bench/run.ts with the sandbox server
 * running; alone:
 *   BENCH_PORT=8191 npx tsx tests/bench/refundKeystroke.ts   (expects a server on that port serving a built console)
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { allBrandIds } from '../../server/brands';
import { showcaseOrderId } from '../../server/db/seed/orders';
import { chromiumArgs, signInAs } from './benchBrowser';
import {
  addFigures,
  bareInputPage,
  describeFigures,
  emptyFigures,
  measureKeystrokes,
  ratio,
  roundOrder,
  saveFigures,
  type KeystrokeFigures,
} from './keystrokeLatency';

const root = join(import.meta.dirname, '../..');
const BRAND = 'ontrackretail';
const EMAIL = `agent@${BRAND}.example`;
/** keystrokes measured per page (typing "12.30" and deleting it again, repeatedly) */
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);
const RUNS = Number(process.env.KEYSTROKE_RUNS ?? 5);
/** consoles built elsewhere, measured beside this one (comma-separated absolute dist folders) */
const BEFORE = (process.env.KEYSTROKE_BEFORE ?? '').split(',').filter(Boolean);

/** typing "12.30" and deleting it again */
const KEYS = ['1', '2', '.', '3', '0', 'Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];

async function typeAndMeasure(page: Page, selector: string): Promise<KeystrokeFigures> {
  const input = page.locator(selector);
  await input.click();
  await input.fill('');
  return measureKeystrokes(page, KEYS, KEYSTROKES);
}

/**
 * Hands the context the console files of `dist` (an absolute folder) instead of the server's: the index page of any
 * route, and every file the folder has; the API and anything else are left to the server.
 */
async function serveConsoleFrom(context: BrowserContext, base: string, dist: string) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  await context.route(
    (url) => url.origin === base && !url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      const file = join(dist, decodeURIComponent(path));
      const served =
        request.resourceType() === 'document'
          ? join(dist, 'index.html')
          : extname(file) && existsSync(file)
            ? file
            : '';
      if (!served) return route.continue();
      await route.fulfill({
        status: 200,
        contentType: types[extname(served)] ?? 'application/octet-stream',
        body: readFileSync(served),
      });
    },
  );
}

/** Builds the comparison page and serves it on a free port. */
async function serveRjsfPage(): Promise<{ url: string; close(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-rjsf-'));
  await build({
    configFile: false,
    root: join(root, 'tests/bench/rjsf-refund'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server: Server = createServer((req, res) => {
    const path = join(outDir, req.url === '/' ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function refundPage(browser: Browser, base: string, orderId: number, dist: string | undefined) {
  const context = await browser.newContext();
  if (dist) await serveConsoleFrom(context, base, dist);
  const page = await context.newPage();
  await signInAs(page, base, EMAIL, BRAND);
  await page.goto(`${base}/orders/${orderId}/refund`);
  const first = page.getByRole('checkbox', { name: new RegExp(`\\(${orderId}-1\\)$`) });
  await first.check();
  return page;
}

export async function refundKeystrokeFigures(base: string) {
  const orderId = showcaseOrderId(allBrandIds(), BRAND, 'thirtyTickets');
  const rjsf = await serveRjsfPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const sides: Array<{ name: string; open(): Promise<Page>; selector: string }> = [
    {
      name: 'bare <input>, nothing else (what the method gives for a free keystroke)',
      open: () => bareInputPage(browser),
      selector: '#bare',
    },
    ...BEFORE.map((dist) => ({
      name: `refund page, 30-ticket order, console of ${dist}`,
      open: () => refundPage(browser, base, orderId, dist),
      selector: `#refund-amount-${orderId}-1`,
    })),
    {
      name: 'refund page, 30-ticket order',
      open: () => refundPage(browser, base, orderId, undefined),
      selector: `#refund-amount-${orderId}-1`,
    },
    {
      name: 'plain RJSF + ajv8 liveValidate, same fields',
      open: async () => {
        const plain = await (await browser.newContext()).newPage();
        await plain.goto(rjsf.url);
        await plain.locator('#root_tickets_0_refund').check();
        return plain;
      },
      selector: '#root_tickets_0_amount',
    },
  ];
  const figures = sides.map(emptyFigures);
  try {
    // alternating rounds, every other one in reverse order: a slow spell of the machine falls on every side, and
    // no side always follows the same one
    for (let run = 0; run < RUNS; run++)
      for (const i of roundOrder(sides.length, run)) {
        const side = sides[i]!;
        const page = await side.open();
        addFigures(figures[i]!, await typeAndMeasure(page, side.selector));
        await page.context().close();
      }
    sides.forEach((side, i) => console.log(describeFigures(side.name, figures[i]!, RUNS)));
    saveFigures(sides.map((side, i) => ({ name: side.name, figures: figures[i]! })));
    const theirs = figures.at(-1)!;
    const ours = figures.at(-2)!;
    console.log(
      `ratio RJSF / refund page: keystroke-to-paint p50 ${ratio(theirs.paint, ours.paint, 50)}, p95 ${ratio(theirs.paint, ours.paint, 95)}; ` +
        `script p50 ${ratio(theirs.script, ours.script, 50)}, p95 ${ratio(theirs.script, ours.script, 95)}`,
    );
    BEFORE.forEach((dist, i) => {
      const then = figures[i + 1]!;
      console.log(
        `ratio ${dist} / this console: keystroke-to-paint p50 ${ratio(then.paint, ours.paint, 50)}, p95 ${ratio(then.paint, ours.paint, 95)}; ` +
          `script p50 ${ratio(then.script, ours.script, 50)}, p95 ${ratio(then.script, ours.script, 95)}; ` +
          `RJSF / ${dist} p95 ${ratio(theirs.paint, then.paint, 95)}`,
      );
    });
  } finally {
    await browser.close();
    rjsf.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  refundKeystrokeFigures(`http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 8191)}`).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
