/**
 * Claim accordion keystroke cost (issue 12): a non-season claim of 4 weeks × 5 days × 2 tickets, typing a ticket number
 * of the first day — in the console's claim accordion (src/widgets/compensation-claim: declared sub-forms through the
 * runtime's DeclaredFields; the day a keystroke changed judged at once by src/domain's day rule, the whole draft's 001 §5
 * rules at idle time, issue 24) against the same declared sub-forms as one
 * plain RJSF form (@rjsf/core, runtime @rjsf/validator-ajv8, liveValidate). Both are built from
 * tests/bench/claim-keystroke (only here) and served on a free port, so the figures do not depend on the sandbox.
 * Per keystroke: keystroke-to-paint (keydown to the frame after it) and script time (Chromium's ScriptDuration counter
 * before and after the keystroke settled). Prints p50/p95 of both and the ratios. Called by tests/bench/run.ts
 * (BENCH_PARTS=claim); alone: npx tsx tests/bench/compensationKeystroke.ts
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, LATENCY_PROBE, percentile } from './benchBrowser';

const root = join(import.meta.dirname, '../..');
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);

interface Figures {
  paint: number[];
  script: number[];
}

async function typeAndMeasure(page: Page, selector: string): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  };
  const input = page.locator(selector);
  await input.click();
  await page.evaluate(LATENCY_PROBE);
  // typing a ticket number and deleting it again (the field starts at 'AB123')
  const keys = [
    'Backspace',
    'Backspace',
    'Backspace',
    '4',
    '5',
    '6',
    'Backspace',
    'Backspace',
    'Backspace',
    '1',
    '2',
    '3',
  ];
  const script: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const before = await scriptSeconds();
    await page.keyboard.press(keys[i % keys.length]!);
    await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n, i + 1);
    script.push(((await scriptSeconds()) - before) * 1000);
  }
  const paint = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  return { paint, script };
}

async function serveBenchPage(): Promise<{ url: string; close(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-claim-'));
  await build({
    configFile: false,
    root: join(root, 'tests/bench/claim-keystroke'),
    base: './',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server: Server = createServer((req, res) => {
    const path = join(
      outDir,
      req.url === '/' || req.url?.startsWith('/?') ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]!),
    );
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

export async function compensationKeystrokeFigures() {
  const bench = await serveBenchPage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${bench.url}?form=accordion`);
    await page.getByRole('button', { name: /^Non-season tickets/ }).click();
    const oursField = '#claim-week-0-day-0-outward-number';
    await page.locator(oursField).waitFor();
    // every pair answered by the (stubbed) eligibility call before measuring
    await page.getByText('Eligible: compensation level 1').first().waitFor();
    const ours = await typeAndMeasure(page, oursField);

    const plain = await (await browser.newContext()).newPage();
    await plain.goto(`${bench.url}?form=rjsf`);
    const theirsField = '#root_weeks_0_days_0_outward_number';
    await plain.locator(theirsField).waitFor();
    const theirs = await typeAndMeasure(plain, theirsField);

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const line = (name: string, f: Figures) =>
      `${name}: keystroke-to-paint p50 ${ms(percentile(f.paint, 50))}, p95 ${ms(percentile(f.paint, 95))}; script per keystroke p50 ${ms(percentile(f.script, 50))}, p95 ${ms(percentile(f.script, 95))} (${f.paint.length} keystrokes)`;
    console.log(line('claim accordion, 4 weeks × 5 days × 2 tickets', ours));
    console.log(line('plain RJSF + ajv8 liveValidate, same sub-forms', theirs));
    const ratio = (a: number[], b: number[], p: number) =>
      (percentile(a, p) / Math.max(percentile(b, p), 0.01)).toFixed(2);
    console.log(
      `ratio RJSF / accordion: keystroke-to-paint p50 ${ratio(theirs.paint, ours.paint, 50)}×, p95 ${ratio(theirs.paint, ours.paint, 95)}×; ` +
        `script p50 ${ratio(theirs.script, ours.script, 50)}×, p95 ${ratio(theirs.script, ours.script, 95)}×`,
    );
  } finally {
    await browser.close();
    bench.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  compensationKeystrokeFigures().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
