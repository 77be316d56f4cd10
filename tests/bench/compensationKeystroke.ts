/**
 * Claim accordion keystroke cost (issue 12): a non-season claim of 4 weeks × 5 days × 2 tickets, typing a ticket number
 * of the first day — in the console's claim accordion (src/widgets/compensation-claim: declared sub-forms through the
 * runtime's DeclaredFields; the day a keystroke changed judged at once by src/domain's day rule, the whole draft's 001
 * §5 rules at idle time, issue 24) against the same declared sub-forms as one plain RJSF form (@rjsf/core, runtime
 * @rjsf/validator-ajv8, liveValidate), and a bare <input> (what the method gives for a keystroke that costs nothing).
 * Both forms are built from tests/bench/claim-keystroke (only here) and served on a free port, so the figures do not
 * depend on the sandbox. How a keystroke is measured, the same for every side: keystrokeLatency.ts (real key events at
 * a random moment of the frame clock; keydown → next frame → the task after it; the Event Timing API's figure beside
 * it; script time until the page settled). KEYSTROKE_RUNS (5) alternating rounds of every side (every other one in
 * reverse), a fresh page each; KEYSTROKE_JSON=<file> appends the keystrokes to pool runs; prints p50/p95 and the
 * ratios. KEYSTROKE_PHASE=frame sends each key straight after the page settled (every key then waits most of a frame,
 * whatever it costs; the bench's earlier figures were taken so). KEYSTROKE_BEFORE_ROOT=<absolute folder of another
 * checkout, e.g. of an earlier commit, with node_modules> builds that checkout's tests/bench/claim-keystroke page too
 * and measures its accordion in the same rounds. Called by tests/bench/run.ts (BENCH_PARTS=claim); alone: npx tsx
 * tests/bench/compensationKeystroke.ts
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs } from './benchBrowser';
import {
  addFigures,
  bareInputPage,
  describeFigures,
  emptyFigures,
  measureKeystrokes,
  ratio,
  roundOrder,
  saveFigures,
} from './keystrokeLatency';

const root = join(import.meta.dirname, '../..');
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);

const RUNS = Number(process.env.KEYSTROKE_RUNS ?? 5);
const BEFORE_ROOT = process.env.KEYSTROKE_BEFORE_ROOT;

/** typing a ticket number and deleting it again (the field starts at 'AB123') */
const KEYS = [
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

/** The accordion of the bench page at `url`, its first ticket number focused, every pair's eligibility answered. */
async function accordionPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}?form=accordion`);
  await page.getByRole('button', { name: /^Non-season tickets/ }).click();
  const field = page.locator('#claim-week-0-day-0-outward-number');
  await field.waitFor();
  // every pair answered by the (stubbed) eligibility call before measuring
  await page.getByText('Eligible: compensation level 1').first().waitFor();
  await field.click();
  return page;
}

async function serveBenchPage(checkout = root): Promise<{ url: string; close(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-claim-'));
  await build({
    configFile: false,
    root: join(checkout, 'tests/bench/claim-keystroke'),
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
  const before = BEFORE_ROOT ? await serveBenchPage(BEFORE_ROOT) : undefined;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const sides: Array<{ name: string; open(): Promise<Page> }> = [
    {
      name: 'bare <input>, nothing else (what the method gives for a free keystroke)',
      open: () => bareInputPage(browser, 'AB123'),
    },
    ...(before
      ? [
          {
            name: `claim accordion of ${BEFORE_ROOT}`,
            open: () => accordionPage(browser, before.url),
          },
        ]
      : []),
    { name: 'claim accordion, 4 weeks × 5 days × 2 tickets', open: () => accordionPage(browser, bench.url) },
    {
      name: 'plain RJSF + ajv8 liveValidate, same sub-forms',
      open: async () => {
        const plain = await (await browser.newContext()).newPage();
        await plain.goto(`${bench.url}?form=rjsf`);
        const field = plain.locator('#root_weeks_0_days_0_outward_number');
        await field.waitFor();
        await field.click();
        return plain;
      },
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
        addFigures(figures[i]!, await measureKeystrokes(page, KEYS, KEYSTROKES));
        await page.context().close();
      }
    sides.forEach((side, i) => console.log(describeFigures(side.name, figures[i]!, RUNS)));
    saveFigures(sides.map((side, i) => ({ name: side.name, figures: figures[i]! })));
    const theirs = figures.at(-1)!;
    const ours = figures.at(-2)!;
    console.log(
      `ratio RJSF / accordion: keystroke-to-paint p50 ${ratio(theirs.paint, ours.paint, 50)}, p95 ${ratio(theirs.paint, ours.paint, 95)}; ` +
        `script p50 ${ratio(theirs.script, ours.script, 50)}, p95 ${ratio(theirs.script, ours.script, 95)}`,
    );
    if (before) {
      const then = figures[1]!;
      console.log(
        `ratio ${BEFORE_ROOT} / this accordion: keystroke-to-paint p50 ${ratio(then.paint, ours.paint, 50)}, p95 ${ratio(then.paint, ours.paint, 95)}; ` +
          `script p50 ${ratio(then.script, ours.script, 50)}, p95 ${ratio(then.script, ours.script, 95)}; ` +
          `RJSF / ${BEFORE_ROOT} p95 ${ratio(theirs.paint, then.paint, 95)}`,
      );
    }
  } finally {
    await browser.close();
    bench.close();
    before?.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  compensationKeystrokeFigures().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
