import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { compensationDemoRequestId } from '../../server/db/seed/compensation';

// Issue 32: the quick lookup gets the user to a compensation claim from its reference (the claim search needs a second
// filter, 001 §5: the lookup asks for it in place), and Enter acts on what the box says now, not on the answer to
// what it said a moment before. Setup as lookup.spec.ts: southern with all seven brands deployed (README demo data).
const BRANDS = allBrandIds();
const BRAND = 'southern';
/** COMP100301 is southern's whitelisted season-new claim (server/db/seed/compensation.ts). */
const REFERENCE = 'COMP100301';
const REQUEST_ID = compensationDemoRequestId(BRANDS, BRAND, 'whitelist', 'season-new');
const CLAIMANT = 'claimant0301.southern@example.com';

const box = (page: Page) => page.getByRole('combobox', { name: 'Quick lookup' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Records found' });
const group = (page: Page, name: RegExp) => results(page).getByRole('group', { name });
const status = (page: Page) => page.locator('.quick-lookup__status');
/** The row the box marks as highlighted (aria-activedescendant): what Enter acts on. */
const highlighted = async (page: Page) => page.locator(`#${await box(page).getAttribute('aria-activedescendant')}`);

async function paste(page: Page, text: string) {
  await page.evaluate((value: string) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a pasted claim reference asks for the customer e-mail in place, keeps the reference, and lands on the claim', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
  await paste(page, REFERENCE);

  // no refusal, no raw code: the group asks, and its question is what Enter acts on
  const claims = group(page, /^Compensation claims$/);
  const ask = claims.getByRole('option', {
    name: `To find ${REFERENCE}, type the customer's e-mail address or UK postcode after it.`,
  });
  await expect(ask).toBeVisible();
  await expect(status(page)).toHaveText('No records found yet: one more detail is needed.');
  await expect(results(page)).not.toContainText('1000');
  await expect(results(page)).not.toContainText('at least 2 search filters');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await ask.getAttribute('id'))!);

  // Enter keeps the reference and leaves the caret after it, in the box
  await page.keyboard.press('Enter');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue(`${REFERENCE} `);
  await expect(page).toHaveURL(/\/search-customers$/);

  // the detail the caller gives, then Enter: the claim (searched in the brand's current scheme with both filters)
  await page.keyboard.type(CLAIMANT);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/compensation/claims/${REQUEST_ID}$`));
  await expect(box(page)).toHaveValue('');

  // reference and postcode pasted together open the claim at once, in either order
  await page.keyboard.press('Control+K');
  await paste(page, `bn1 1aa ${REFERENCE.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/compensation/claims/${REQUEST_ID}$`));
});

test("the claim reference's other row opens the claim search filled in with it and the brand's current scheme", async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await box(page).click();
  await box(page).fill(REFERENCE);
  const claims = group(page, /^Compensation claims$/);
  await claims.getByRole('option', { name: 'Continue in Compensation claims' }).click();
  await expect(page).toHaveURL(new RegExp(`/compensation/claims\\?scheme=COMP2018&claimRef=${REFERENCE}$`));
  await expect(page.getByLabel('Claim reference')).toHaveValue(REFERENCE);
});

test('Enter acts on what the box says now: 4 listed and highlighted, then 6 and Enter at once does not open account 4', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/search-orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await box(page).click();
  await page.keyboard.type('4');
  // account 4 is listed and highlighted
  const account4 = group(page, /^Customers/).getByRole('option', { name: /^4 · / });
  await expect(account4).toBeVisible();
  await expect(await highlighted(page)).toHaveAttribute('aria-selected', 'true');
  await expect(await highlighted(page)).toHaveText(await account4.innerText());

  // a key and Enter well within the typing delay: the answer to '4' is put away, '46' is looked up and opened
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/46$/);
  await expect(page).not.toHaveURL(/\/account\/4$/);
});
