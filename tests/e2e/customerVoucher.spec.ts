import { test, expect, signIn } from './support';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { allBrandIds } from '../../server/brands';
import { voucherDemoCustomerId, voucherlessCustomerId } from '../../server/db/seed/vouchers';

// 000 §2 Customer search "Actions: … add voucher" (a row action opening the account panel's add form; then the user
// goes to /account/{id}) and the voucher page's Edit as an ordinary action of the action bar.
const BRANDS = allBrandIds();
const SHOTS = '/tmp/shots-G';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The seeded e-mail of a customer, read from its account page (it holds the customer id, not known to the test). */
async function emailOf(page: Page, customerId: number): Promise<string> {
  await page.goto(`/account/${customerId}`);
  const email = page
    .locator('dt', { hasText: /^E-mail$/ })
    .first()
    .locator('xpath=following-sibling::dd[1]');
  await expect(email).toContainText('@');
  return (await email.innerText()).trim();
}

async function searchByEmail(page: Page, email: string) {
  await page.goto('/search-customers');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
}

test('an agent adds an e-voucher from a customer-search row and lands on the account with it listed', async ({
  page,
}) => {
  const customer = voucherlessCustomerId(BRANDS, 'trainhugger');
  await signIn(page, 'agent@trainhugger.example', 'trainhugger');
  const email = await emailOf(page, customer);
  await searchByEmail(page, email);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  const add = row.getByRole('button', { name: 'Add e-voucher' });
  await shot(page, 'search-row-actions');

  // keyboard: the button is in the tab order and opens the dialog; Cancel changes nothing and stays on the search
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add e-voucher' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/search-customers\?/);

  await add.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expect(page).toHaveURL(/\/search-customers\?/);
  await dialog.getByLabel('Reason').selectOption({ label: 'Goodwill' });
  await dialog.getByLabel('Amount (£)').fill('12.50');
  await dialog.getByLabel('Case reference').fill('ROW-1');
  await shot(page, 'search-row-add-voucher');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('TH-ROW-1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/${customer}$`));
  await expect(page.getByText(/\(case reference TH-ROW-1\)/)).toBeVisible();
  const panel = page.getByRole('region', { name: 'E-vouchers' });
  const listed = panel.getByRole('row').filter({ hasText: 'TH-ROW-1' });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('£12.50');
  await shot(page, 'account-after-row-add');
});

test('no Add e-voucher row action where the brand limits adding to HQ', async ({ page }) => {
  await signIn(page, 'agent@ontrackretail.example', 'ontrackretail');
  const email = await emailOf(page, voucherlessCustomerId(BRANDS, 'ontrackretail'));
  await searchByEmail(page, email);
  await expect(page.getByRole('button', { name: 'Add e-voucher' })).toHaveCount(0);
  // the row keeps the smartcard area's actions (show e-mail), but none adds an e-voucher
  await expect(page.getByRole('button', { name: /^Show e-mail of customer/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /e-voucher/i })).toHaveCount(0);
});

test('the voucher page offers Edit in its action bar, next to Accept, Decline and Remove', async ({ page }) => {
  const customer = voucherDemoCustomerId(BRANDS, 'trainhugger');
  await signIn(page, 'hq@trainhugger.example', 'trainhugger');
  await page.goto(`/account/${customer}`);
  const panel = page.getByRole('region', { name: 'E-vouchers' });
  await panel.getByRole('row').filter({ hasText: 'TH-DEMO-1' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer}/vouchers/\\d+$`));
  const bar = page.getByRole('main').getByRole('group', { name: 'Actions' });
  await expect(bar.getByRole('button')).toHaveText(['Accept', 'Decline', 'Edit', 'Remove']);
  await bar.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit e-voucher' });
  await expect(dialog.getByLabel('Case reference')).toHaveValue('DEMO-1');
  await shot(page, 'voucher-page-edit-action');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
