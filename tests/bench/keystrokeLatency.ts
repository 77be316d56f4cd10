/**
 * Keystroke-to-paint, as the keystroke benches measure it (refundKeystroke.ts, compensationKeystroke.ts), the same way
 * for the console and for the plain RJSF page it is compared with. Bench files only; prints nothing itself.
 *
 * How a keystroke is measured:
 * - The key is a real browser input event: Playwright's keyboard.press, i.e. CDP Input.dispatchKeyEvent (keydown, the
 *   character's keypress / beforeinput / input, keyup), not a synthetic DOM event.
 * - Keystroke to paint = the keydown's own timestamp (event.timeStamp) → the first animation frame after it
 *   (requestAnimationFrame) → the first task after that frame: by then the main thread has run the frame's style,
 *   layout and paint and handed it to the compositor. Chromium runs a keydown at once (it is not aligned to frames),
 *   so whatever the keystroke runs before that frame — its handlers, React's render, a deferred render that got in
 *   first — delays the paint. The task after the frame is a user-blocking one (scheduler.postTask): a setTimeout(0) or
 *   message task, as the benches used before, queues behind tasks posted earlier — React's scheduler posts the first
 *   slice of a deferred render (useDeferredValue, a transition) while the key is handled — and so charged work that
 *   runs after the paint to the paint (refund page: 16.6 ms at p50 that way, 12.3 ms with the frame's own end).
 * - Each keystroke is sent at a random moment of the frame clock. A person's key comes at any point of the 16.7 ms
 *   between two frames; a bench that sends it straight after the page settled (or after Playwright's waitForFunction,
 *   which polls in animation frames) sends it a few ms after a frame, every time, so every keystroke waits almost a
 *   whole frame for the next one whatever it costs: issue 24's first figures (p50 ≈ 17.5 ms for every build and for
 *   RJSF; a bare <input> measured 14–20 ms that way) were that wait. So before each key the bench waits a random
 *   0 … 1 frame (KEYSTROKE_PHASE=frame: no wait, the earlier method, to compare).
 * - Between keystrokes the page settles (two frames and an idle callback): deferred work of a key (the whole-draft
 *   rules) is done before the next one, and the script time counted for a key includes it.
 * - Alongside, the Event Timing API's figure for the same keystroke (what INP reports: the longest `duration` of the
 *   keystroke's key and input events, event timestamp → next frame presented). Chromium reports an event only from
 *   16 ms on, rounded to 8 ms: a keystroke without an entry took under 16 ms (counted as 0 in its percentiles, printed
 *   "< 16"), and one of 24 ms or more missed the next frame.
 * - Script per keystroke: Chromium's ScriptDuration counter (CDP Performance.getMetrics) from before the key until the
 *   page settled again, deferred work included.
 */
import { appendFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { percentile } from './benchBrowser';

export interface KeystrokeFigures {
  /** keystroke to paint (ms) */
  paint: number[];
  /** Event Timing duration of the keystroke's events (ms; 0 = under 16 ms, not reported) */
  eventTiming: number[];
  /** script time per keystroke, until settled (ms) */
  script: number[];
}

export const emptyFigures = (): KeystrokeFigures => ({ paint: [], eventTiming: [], script: [] });

export function addFigures(into: KeystrokeFigures, more: KeystrokeFigures) {
  into.paint.push(...more.paint);
  into.eventTiming.push(...more.eventTiming);
  into.script.push(...more.script);
}

/** 'random' (default): each key at a random moment of the frame; 'frame': straight after the page settled. */
const PHASE = process.env.KEYSTROKE_PHASE === 'frame' ? 'frame' : 'random';

/** Prioritized Task Scheduling (Chromium 94+; not in TypeScript's DOM types yet) */
interface Scheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' | 'user-visible' | 'background' }): Promise<void>;
}

interface Probe {
  keystrokes: Array<{ start: number; paint: number }>;
  events: Array<{ name: string; start: number; duration: number }>;
  frameMs: number;
}

/** Run in the page: records every keydown's paint and the key/input events Event Timing reports (window.__keys). */
const PROBE = async () => {
  const probe: Probe = { keystrokes: [], events: [], frameMs: 1000 / 60 };
  (window as unknown as { __keys: Probe }).__keys = probe;
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        void (window as unknown as { scheduler: Scheduler }).scheduler.postTask(
          () => probe.keystrokes.push({ start, paint: performance.now() - start }),
          { priority: 'user-blocking' },
        );
      });
    },
    true,
  );
  const kinds = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (kinds.has(entry.name))
        probe.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  // the frame interval of this browser (60 Hz headless, but measured rather than assumed): median of 15 frames
  // (no named functions in here: the bench runs through tsx, whose helpers do not exist in the page)
  const stamps: number[] = [];
  while (stamps.length <= 15) stamps.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)));
  const gaps = stamps
    .slice(1)
    .map((t, i) => t - stamps[i])
    .sort((a, b) => a - b);
  probe.frameMs = gaps[Math.floor(gaps.length / 2)];
};

/** Resolves in the page once nothing is left to run: two frames, then an idle period (deferred renders done). */
const SETTLED = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }))),
  );

/**
 * Presses `count` keys (cycling through `keys`) into the focused field of `page` and measures each. The caller
 * focuses the field and puts it in its starting state first.
 */
export async function measureKeystrokes(page: Page, keys: string[], count: number): Promise<KeystrokeFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
  };
  await page.evaluate(SETTLED);
  await page.evaluate(PROBE);
  const frameMs = await page.evaluate(() => (window as unknown as { __keys: Probe }).__keys.frameMs);
  const script: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = await scriptSeconds();
    if (PHASE === 'random') await new Promise((resolve) => setTimeout(resolve, Math.random() * frameMs));
    await page.keyboard.press(keys[i % keys.length]!);
    await page.waitForFunction((n) => (window as unknown as { __keys: Probe }).__keys.keystrokes.length >= n, i + 1, {
      polling: 'raf',
    });
    await page.evaluate(SETTLED);
    script.push(((await scriptSeconds()) - before) * 1000);
  }
  // Event Timing entries arrive after the frame was presented: one more settle for the last keystroke's
  await page.evaluate(SETTLED);
  const probe = await page.evaluate(() => (window as unknown as { __keys: Probe }).__keys);
  await cdp.detach();
  const starts = probe.keystrokes.map((k) => k.start);
  const eventTiming = starts.map((start, i) => {
    const end = starts[i + 1] ?? Infinity;
    const own = probe.events.filter((e) => e.start >= start && e.start < end).map((e) => e.duration);
    return Math.max(0, ...own);
  });
  return { paint: probe.keystrokes.map((k) => k.paint), eventTiming, script };
}

/** A page with one bare <input> and nothing else, focused: what the method measures for a keystroke that costs nothing. */
export async function bareInputPage(browser: Browser, value = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><body><input id="bare" aria-label="bare" value="${value}"></body></html>`,
  );
  await page.locator('#bare').focus();
  await page.locator('#bare').evaluate((input: HTMLInputElement) => input.setSelectionRange(99, 99));
  return page;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const et = (v: number) => (v < 16 ? '< 16 ms' : `${v.toFixed(0)} ms`);

/** One line of figures. */
export function describeFigures(name: string, f: KeystrokeFigures, rounds: number): string {
  const missed = f.eventTiming.filter((d) => d >= 24).length;
  return (
    `${name}: keystroke-to-paint p50 ${ms(percentile(f.paint, 50))}, p95 ${ms(percentile(f.paint, 95))}; ` +
    `Event Timing p50 ${et(percentile(f.eventTiming, 50))}, p95 ${et(percentile(f.eventTiming, 95))}, ` +
    `${((100 * missed) / Math.max(1, f.eventTiming.length)).toFixed(0)} % ≥ 24 ms; ` +
    `script per keystroke p50 ${ms(percentile(f.script, 50))}, p95 ${ms(percentile(f.script, 95))} ` +
    `(${f.paint.length} keystrokes, ${rounds} rounds, phase ${PHASE})`
  );
}

/** "1.52×": how many times `slower`'s percentile is `faster`'s. */
export function ratio(slower: number[], faster: number[], p: number): string {
  return `${(percentile(slower, p) / Math.max(percentile(faster, p), 0.01)).toFixed(2)}×`;
}

/** The sides' indexes for round `run`: in order, and every other round in reverse. */
export function roundOrder(sides: number, run: number): number[] {
  const order = [...Array(sides).keys()];
  return run % 2 ? order.reverse() : order;
}

/**
 * KEYSTROKE_JSON=<file>: appends every side's keystrokes as one JSON line ({ at, phase, sides: [{ name, paint,
 * eventTiming, script }] }), so several runs can be pooled or compared afterwards.
 */
export function saveFigures(sides: Array<{ name: string; figures: KeystrokeFigures }>) {
  const file = process.env.KEYSTROKE_JSON;
  if (!file) return;
  const line = {
    at: new Date().toISOString(),
    phase: PHASE,
    sides: sides.map((s) => ({ name: s.name, ...s.figures })),
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}
