import { test, expect, signIn } from './support';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { allBrandIds } from '../../server/brands';
import { voucherDemoCustomerId, voucherlessCustomerId } from '../../server/db/seed/vouchers';
import { londonToday } from '../../src/domain/londonToday';
import { addYears } from '../../src/domain/voucherExpiryDefaults';

// E-vouchers (000 §2, §4, §5, §8). The seed gives each e-voucher brand a customer with twelve vouchers
// (server/db/seed/vouchers.ts: DEMO-1 … DEMO-12, DEMO-1 and DEMO-2 Pending) and one without any.
const BRANDS = allBrandIds();
const SHOTS = '/tmp/shots-D';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const vouchersPanel = (page: Page) => page.getByRole('region', { name: 'E-vouchers' });

test('an agent adds a voucher over the agent maximum as a request; a supervisor accepts it', async ({
  page,
  browser,
}) => {
  const customer = voucherDemoCustomerId(BRANDS, 'trainhugger');
  await signIn(page, 'agent@trainhugger.example', 'trainhugger');
  await page.goto(`/account/${customer}`);
  const panel = vouchersPanel(page);
  await expect(panel.getByTestId('voucher-total-balance')).toContainText('£');
  await expect(panel.getByRole('row')).toHaveCount(11); // header + 10 per page
  await shot(page, 'account-vouchers');

  await panel.getByRole('button', { name: 'Add e-voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add e-voucher' });
  const today = londonToday();
  await expect(dialog.getByLabel('Start date')).toHaveValue(today);
  await expect(dialog.getByLabel('Expiry date')).toHaveValue(addYears(today, 1));
  // nothing is sent while the form is incomplete; each field says what is missing
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await expect(dialog.getByText('Enter the amount.')).toBeVisible();
  await shot(page, 'voucher-form-errors');

  await dialog.getByLabel('Reason').selectOption({ label: 'Other' });
  await expect(dialog.getByLabel('Description')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'Delay Repay' });
  await expect(dialog.getByLabel('Description')).toHaveCount(0);
  await dialog.getByLabel('Amount (£)').fill('100.01');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter an amount from £1.00 to £100.00.')).toBeVisible();
  await dialog.getByLabel('Amount (£)').fill('60');
  // a later start moves the expiry forward to a year after it
  const later = londonToday(new Date(Date.now() + 10 * 86_400_000));
  await dialog.getByLabel('Start date').fill(later);
  await expect(dialog.getByLabel('Expiry date')).toHaveValue(addYears(later, 1));
  await expect(dialog.getByText(/Expiry moved to/)).toBeVisible();
  await dialog.getByLabel('Case reference').fill('E2E-REQ');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('This needs approval by a higher level')).toBeVisible();
  await expect(dialog.getByText('£60.00')).toBeVisible();
  await expect(dialog.getByText('TH-E2E-REQ')).toBeVisible();
  await shot(page, 'voucher-form-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('New voucher requested (case reference TH-E2E-REQ)')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = panel.getByRole('row').filter({ hasText: 'TH-E2E-REQ' });
  await expect(row).toContainText('Pending');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer}/vouchers/\\d+$`));
  const voucherUrl = page.url();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const supervisor = await browser.newPage();
  await signIn(supervisor, 'supervisor@trainhugger.example', 'trainhugger');
  await supervisor.goto(voucherUrl);
  const details = supervisor.getByRole('region', { name: 'E-voucher details' });
  await expect(details).toContainText('Pending');
  await expect(details).toContainText('£60.00');
  await shot(supervisor, 'voucher-page-pending');
  await supervisor.getByRole('main').getByRole('button', { name: 'Accept' }).click();
  const confirm = supervisor.getByRole('dialog', { name: 'Accept e-voucher' });
  await expect(confirm).toContainText('TH-E2E-REQ');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(supervisor.getByText('E-Voucher has been accepted successfully')).toBeVisible();
  await expect(details).toContainText('Accepted');
  await expect(details).toContainText('supervisor@trainhugger.example');
  await expect(supervisor.getByRole('main').getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await supervisor.close();
});

test('a supervisor finds a Pending voucher in the search and declines it with a reason', async ({ page }) => {
  await signIn(page, 'supervisor@trainhugger.example', 'trainhugger');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'E-Vouchers' }).click();
  await expect(page).toHaveURL(/\/search-vouchers/);
  // the amount has a voucher's range: under £1 the form says so, over the brand's maximum the server does
  await page.getByLabel('Amount').fill('0.50');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter an amount of at least £1.00.')).toBeVisible();
  await page.getByLabel('Amount').fill('150');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText(/E_VOUCHER_AMOUNT_EXCEEDS_LIMIT: The amount exceeds the limit of £100\.00/),
  ).toBeVisible();
  // said beside the form, the refused filter marked, not as 'could not be loaded'
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The data could not be loaded.')).toHaveCount(0);
  await page.getByLabel('Amount').fill('');
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByLabel('Case reference').fill('TH-DEMO-2');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.locator('.search-results');
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText('£60.00');
  await shot(page, 'search-vouchers');
  await results.getByRole('row').nth(1).getByRole('link').first().click();

  const main = page.getByRole('main');
  // Esc closes the dialog and gives the focus back to the button that opened it
  await main.getByRole('button', { name: 'Decline' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Decline' })).toBeFocused();
  await main.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline e-voucher' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Enter the reason for declining.')).toBeVisible();
  await dialog.getByLabel('Decline reason').fill('Already compensated by cheque');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('E-Voucher has been declined successfully.')).toBeVisible();
  const details = page.getByRole('region', { name: 'E-voucher details' });
  await expect(details).toContainText('Declined');
  await expect(details).toContainText('Already compensated by cheque');
  await expect(main.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await shot(page, 'voucher-page-declined');
});

test('HQ edits a voucher (applied at once), then removes it and returns to the voucher search', async ({ page }) => {
  const customer = voucherDemoCustomerId(BRANDS, 'trainhugger');
  await signIn(page, 'hq@trainhugger.example', 'trainhugger');
  await page.goto(`/account/${customer}`);
  const row = vouchersPanel(page).getByRole('row').filter({ hasText: 'TH-DEMO-3' });
  await row.getByRole('link').first().click();

  await page.getByRole('main').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit e-voucher' });
  await expect(edit.getByLabel('Amount (£)')).toHaveValue('20.00');
  await expect(edit.getByLabel('Case reference')).toHaveValue('DEMO-3');
  await edit.getByLabel('Amount (£)').fill('25.50');
  await edit.getByRole('button', { name: 'Continue' }).click();
  await edit.getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByLabel('Amount (£)')).toHaveValue('25.50');
  await edit.getByRole('button', { name: 'Continue' }).click();
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('E-voucher changed successfully. Case reference: TH-DEMO-3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-voucher details' })).toContainText('£25.50');
  await shot(page, 'voucher-page-edited');

  await page.getByRole('main').getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove e-voucher' });
  await expect(dialog).toContainText('TH-DEMO-3');
  await dialog.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('E-Voucher successfully removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/search-vouchers$/);
  await page.goto(`/account/${customer}`);
  await expect(vouchersPanel(page).getByRole('row').first()).toBeVisible();
  await expect(vouchersPanel(page)).not.toContainText('TH-DEMO-3');
});

test('ontrackretail limits adding vouchers to HQ: its agent sees no Add e-voucher', async ({ page, browser }) => {
  const customer = voucherDemoCustomerId(BRANDS, 'ontrackretail');
  await signIn(page, 'agent@ontrackretail.example', 'ontrackretail');
  await page.goto(`/account/${customer}`);
  const panel = vouchersPanel(page);
  await expect(panel.getByTestId('voucher-total-balance')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add e-voucher' })).toHaveCount(0);
  // no voucher search for an agent either
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'E-Vouchers' }),
  ).toHaveCount(0);

  const hq = await browser.newPage();
  await signIn(hq, 'hq@ontrackretail.example', 'ontrackretail');
  await hq.goto(`/account/${voucherlessCustomerId(BRANDS, 'ontrackretail')}`);
  const hqPanel = vouchersPanel(hq);
  await expect(hqPanel.getByText('No e-vouchers')).toBeVisible();
  await expect(hqPanel.getByTestId('voucher-total-balance')).toContainText('£0.00');
  await expect(hqPanel.getByRole('button', { name: 'Add e-voucher' })).toBeVisible();
  await shot(hq, 'account-no-vouchers');
  await hq.close();
});
