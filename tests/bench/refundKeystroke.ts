/**
 * Keystroke-to-paint latency while typing a ticket amount on the refund page of the 30-ticket showcase order
 * (src/widgets/refund-calculator), against the same fields as one plain RJSF form (@rjsf/core, runtime
 * @rjsf/validator-ajv8, liveValidate; tests/bench/rjsf-refund, built only here). Prints p50/p95 and the ratio.
 * Called by tests/bench/run.ts with the sandbox server running; alone:
 *   BENCH_PORT=8191 npx tsx tests/bench/refundKeystroke.ts   (expects a server on that port serving a built console)
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { allBrandIds } from '../../server/brands';
import { showcaseOrderId } from '../../server/db/seed/orders';
import { chromiumArgs, LATENCY_PROBE, percentile, signInAs } from './benchBrowser';

const root = join(import.meta.dirname, '../..');
const BRAND = 'ontrackretail';
const EMAIL = `agent@${BRAND}.example`;
/** keystrokes measured per page (typing "12.30" and deleting it again, repeatedly) */
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);

async function typeAndMeasure(page: Page, selector: string): Promise<number[]> {
  const input = page.locator(selector);
  await input.click();
  await input.fill('');
  await page.evaluate(LATENCY_PROBE);
  const keys = ['1', '2', '.', '3', '0', 'Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(keys[i % keys.length]);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
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

export async function refundKeystrokeFigures(base: string) {
  const orderId = showcaseOrderId(allBrandIds(), BRAND, 'thirtyTickets');
  const rjsf = await serveRjsfPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, base, EMAIL, BRAND);
    await page.goto(`${base}/orders/${orderId}/refund`);
    const first = page.getByRole('checkbox', { name: new RegExp(`\\(${orderId}-1\\)$`) });
    await first.check();
    const ours = await typeAndMeasure(page, `#refund-amount-${orderId}-1`);

    const plain = await (await browser.newContext()).newPage();
    await plain.goto(rjsf.url);
    await plain.locator('#root_tickets_0_refund').check();
    const theirs = await typeAndMeasure(plain, '#root_tickets_0_amount');

    const line = (name: string, values: number[]) =>
      `${name}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (${values.length} keystrokes)`;
    console.log(line('refund page keystroke-to-paint, 30-ticket order', ours));
    console.log(line('plain RJSF + ajv8 liveValidate, same fields', theirs));
    console.log(
      `ratio RJSF / refund page: p50 ${(percentile(theirs, 50) / percentile(ours, 50)).toFixed(2)}×, p95 ${(percentile(theirs, 95) / percentile(ours, 95)).toFixed(2)}×`,
    );
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
