// What the visual specs share: the fixed clock, a "view as" session through the screen catalogue (no e-mailed code),
// and waiting until a page has stopped changing before it is photographed.
import { expect, type Page } from '@playwright/test';
import { VISUAL_NOW } from './visualClock';

export const BRANDS = [
  'gatwick',
  'ontrackretail',
  'southeastern',
  'southern',
  'thameslink',
  'ticketyboo',
  'trainhugger',
];

/** The browser's clock starts at the instant the server's does (time then flows, so timers behave). */
export async function fixClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(VISUAL_NOW) });
}

/** Signs in as the brand's demo account of that level through the catalogue's "Open it live" (sandbox view-as). */
export async function viewAs(page: Page, brand: string, level = 'HQ'): Promise<void> {
  await page.goto(`/catalogue/searchCustomers?brand=${brand}&level=${level}`);
  await page.getByRole('button', { name: /^Open it live/ }).click();
  await page.waitForURL('**/search-customers');
  await settle(page);
}

/** Waits for the screen, its data and the fonts; then for no loading notice and one quiet network moment. */
export async function settle(page: Page): Promise<void> {
  await page.locator('[data-screen], main, form').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.runtime-loading, .loading')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Screenshot options: the version in the side menu changes with every release, not with how a screen looks. */
export function shotOptions(page: Page, fullPage = false) {
  return { fullPage, mask: [page.locator('.side-menu__version')] };
}
