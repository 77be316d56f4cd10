/**
 * KeyGo tap editor and weekly history in Chromium (issue 11 bench; prints figures, asserts nothing):
 * - add tap → re-priced day shown: from the click on Save to the day card showing the new tap with the server's
 *   re-priced fare, p50/p95. Staff may add keyGoMonthlyManualTaps (5) taps a card a month, so the adds are spread
 *   over the southern KeyGo case cards (5 each), on today's day card.
 * - heavy user (keyGoHeavy: 8 weeks of 40 taps a day, server/db/seed/keyGo.ts): smartcard page load until both
 *   KeyGo panels show their week, median.
 * - tap editor and weekly history, one week back (001 §9): from the click on Previous week to that week's days shown,
 *   p50/p95 over the 7 steps back, each panel after a reload (an empty query cache: the panels share the week query).
 * Called by tests/bench/run.ts (BENCH_PARTS=keygo) with the sandbox server running; alone:
 *   BENCH_PORT=8191 npx tsx tests/bench/keyGoTapEditor.ts   (expects a server on that port serving a built console)
 */
import { chromium, type Locator, type Page } from 'playwright-core';
import { allBrandIds } from '../../server/brands';
import { keyGoCaseId, type KeyGoCase } from '../../server/db/seed/keyGo';
import { londonToday } from '../../src/domain/londonToday';
import { chromiumArgs, percentile, signInAs } from './benchBrowser';

const BRAND = 'southern';
const EMAIL = `agent@${BRAND}.example`;
const ADD_CARDS: KeyGoCase[] = [
  'keyGoHeavy',
  'keyGoActive',
  'keyGoCardFails',
  'keyGoChequeFails',
  'keyGoConflict',
  'keyGoFrequent',
  'keyGoPendingClosure',
];
const ADDS_PER_CARD = 5;
const LOADS = Number(process.env.BENCH_KEYGO_LOADS ?? 7);
const ROUNDS = Number(process.env.BENCH_KEYGO_ROUNDS ?? 3);

const describe = (values: number[]) =>
  values.length
    ? `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (n=${values.length}, max ${Math.max(...values).toFixed(0)} ms)`
    : 'no samples';

const editorOf = (page: Page) => page.getByRole('region', { name: 'KeyGo journeys by day' });
const historyOf = (page: Page) => page.getByRole('region', { name: 'KeyGo weekly history' });

/** The smartcard page with both KeyGo panels showing this week. */
async function openSmartcard(page: Page, base: string, cid: number): Promise<number> {
  const started = performance.now();
  await page.goto(`${base}/customers/${cid}/smartcard`);
  await editorOf(page).locator('[data-testid^="keygo-day-"]').first().waitFor();
  await historyOf(page).locator('[data-testid^="keygo-week-"]').first().waitFor();
  return performance.now() - started;
}

/** Clicks the panel's Previous week until the oldest week, timing each step until that week's first day shows. */
async function weeksBack(panel: Locator, firstDayOf: (weeksBack: number) => Locator): Promise<number[]> {
  const times: number[] = [];
  for (let back = 1; back < 8; back++) {
    const started = performance.now();
    await panel.getByRole('button', { name: 'Previous week' }).click();
    await firstDayOf(back).waitFor();
    times.push(performance.now() - started);
  }
  return times;
}

/** Monday `weeks` weeks before this week's (the stepper's weeks, src/widgets/keygo/useKeyGoWeek weekRange). */
function weekStart(weeks: number): string {
  const today = londonToday();
  const t = Date.parse(`${today}T00:00:00Z`);
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday - weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** One add on today's card: ENTRY at the given time at Brighton; ms from Save to the card showing the new tap. */
async function addTap(page: Page, time: string): Promise<number | undefined> {
  const card = editorOf(page).getByTestId(`keygo-day-${londonToday()}`);
  const taps = card.locator('.keygo-taps > li');
  const before = await taps.count();
  await card.getByRole('button', { name: 'Add tap' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tap type').selectOption('ENTRY');
  await dialog.getByLabel('Hour').selectOption(time.slice(0, 2));
  await dialog.getByLabel('Minute').selectOption(time.slice(3, 5));
  await dialog.getByRole('combobox', { name: /^Station/ }).fill('Brigh');
  await dialog.getByRole('option', { name: /^Brighton/ }).click();
  await dialog.getByLabel('Reason').selectOption({ label: 'Incomplete journey' });
  const started = performance.now();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // the card shows the new tap once the re-priced day has been read again
  const shown = await Promise.race([
    taps
      .nth(before)
      .waitFor({ timeout: 15_000 })
      .then(() => true),
    dialog
      .getByRole('alert')
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => false),
  ]).catch(() => false);
  if (!shown) {
    await page.keyboard.press('Escape');
    return undefined;
  }
  return performance.now() - started;
}

export async function keyGoTapEditorFigures(base: string) {
  const brands = allBrandIds();
  const heavy = keyGoCaseId(brands, BRAND, 'keyGoHeavy');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAs(page, base, EMAIL, BRAND);

    // heavy user page load (the first load warms the server and the browser cache; not counted)
    await openSmartcard(page, base, heavy);
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await openSmartcard(page, base, heavy));
    console.log(
      `KeyGo heavy user (8 weeks, 40 taps a day) smartcard page load to both KeyGo panels shown: median ${percentile(loads, 50).toFixed(0)} ms (runs: ${loads.map((x) => x.toFixed(0)).join(', ')})`,
    );

    const editorSteps: number[] = [];
    const historySteps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // both panels read the same week query: each is timed after a reload, so neither finds the other's weeks cached
      await openSmartcard(page, base, heavy);
      editorSteps.push(
        ...(await weeksBack(editorOf(page), (back) => editorOf(page).getByTestId(`keygo-day-${weekStart(back)}`))),
      );
      await openSmartcard(page, base, heavy);
      historySteps.push(
        ...(await weeksBack(historyOf(page), (back) => historyOf(page).getByTestId(`keygo-week-${weekStart(back)}`))),
      );
    }
    console.log(`KeyGo tap editor, one week back (heavy user): ${describe(editorSteps)}`);
    console.log(`KeyGo weekly history, one week back (heavy user): ${describe(historySteps)}`);

    const adds: number[] = [];
    let refused = 0;
    for (const kind of ADD_CARDS) {
      await openSmartcard(page, base, keyGoCaseId(brands, BRAND, kind));
      for (let i = 0; i < ADDS_PER_CARD; i++) {
        const ms = await addTap(page, `${String(5 + i).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
        if (ms === undefined) {
          refused++;
          break;
        }
        adds.push(ms);
      }
    }
    console.log(
      `KeyGo tap editor, add tap → re-priced day shown: ${describe(adds)}${refused ? ` (${refused} card(s) refused an add and were left)` : ''}`,
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  keyGoTapEditorFigures(`http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 8191)}`).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
