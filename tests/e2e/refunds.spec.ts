import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import type { Page } from '@playwright/test';
import { allBrandIds } from '../../server/brands';
import { showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';

// Accounts: agent@, basic@, supervisor@ and station_supervisor@ontrackretail, supervisor@thameslink, agent@southeastern.
// Showcase orders exist in every brand (server/db/seed/orders.ts); each test signs in on its own.
const BRAND = 'ontrackretail';
const order = (kind: ShowcaseKind) => showcaseOrderId(allBrandIds(), BRAND, kind);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-C';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm refund' });

test('an AGENT refunds one ticket of a Complete order; the order page shows Partially refunded and the log row', async ({
  page,
}) => {
  const id = order('complete');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}/refund`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund order' })).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  await expect(page.getByText('Choose a refund reason.')).toBeVisible();

  await page.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  const ticket = page.getByRole('checkbox', { name: `Refund Off-Peak Return (${id}-1)` });
  await ticket.check();
  const amount = page.getByLabel(`Refund amount for Off-Peak Return (${id}-1)`);
  // Bad input: an error under the field after leaving it, Confirm stays off, nothing is lost.
  await amount.fill('0.3');
  await amount.blur();
  await expect(page.getByText('Enter at least £0.50')).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  await amount.fill('20.00');
  await expect(page.getByText('Enter at least £0.50')).toBeHidden();
  await expect(page.getByTestId('refund-total')).toHaveText('£10.00');
  await expect(page.getByText('The payments get £10.00.')).toBeVisible();
  await page.getByLabel('Case reference').fill('CS-E2E-1');
  await expect(confirmButton(page)).toBeEnabled();
  await shot(page, 'refund-page-filled');

  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByText(`Order ${id}: £10.00 refunded.`)).toBeVisible();
  await expect(page.getByText(/Partially refunded/).first()).toBeVisible();
  const log = page.getByRole('region', { name: 'Refund log' });
  await expect(log.getByText(`agent@${BRAND}.example`)).toBeVisible();
  await shot(page, 'order-after-refund');

  // The refunded ticket cannot be taken again.
  await page.goto(`/orders/${id}/refund`);
  await expect(page.getByRole('checkbox', { name: `Refund Off-Peak Return (${id}-1)` })).toBeDisabled();
  await expect(page.getByText('Already refunded')).toBeVisible();
});

test('a season ticket with missing costs is recalculated, then refunded', async ({ page }) => {
  const id = order('seasonIncomplete');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}/refund`);
  const calculation = page.getByRole('region', { name: 'Season ticket calculation' });
  await expect(calculation).toBeVisible();
  await expect(calculation.getByText('Incomplete: costs missing').first()).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`\\(${id}-1\\)`) }).check();
  await expect(
    page.getByText('The season ticket calculation is incomplete: enter the missing costs and recalculate.'),
  ).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();

  const recalculate = calculation.getByRole('button', { name: 'Recalculate' });
  await expect(recalculate).toBeDisabled();
  await calculation.getByLabel('Weekday cost').fill('9.03');
  await expect(calculation.getByText('Use steps of £0.05')).toBeVisible();
  await expect(recalculate).toBeDisabled();
  await calculation.getByLabel('Weekday cost').fill('9.05');
  await expect(recalculate).toBeDisabled();
  await calculation.getByLabel('Saturday cost').fill('7.00');
  await expect(recalculate).toBeEnabled();
  await recalculate.click();
  await expect(calculation.getByText('Incomplete: costs missing')).toHaveCount(0);
  // Season auto-choice: collected and surrendered after the first day used → reason 7.
  await expect(page.getByLabel('Refund reason')).toHaveValue('7');
  await shot(page, 'refund-season-recalculated');

  // a printed paper season: its ticket number is required and checked
  const ticketNumber = page.getByLabel(`Paper ticket number for Monthly Season (${id}-1)`);
  await ticketNumber.fill('1234');
  await ticketNumber.blur();
  await expect(page.getByText('Enter 5 digits, then the date and code (e.g. 12345-31-01-25-AB12)')).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  await ticketNumber.fill('12345-01-10-25-AB12');
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByText(new RegExp(`Order ${id}: £[0-9,.]+ refunded\\.`))).toBeVisible();
});

test('the manual refund block is for SUPERVISOR only', async ({ page }) => {
  await signIn(page, `basic@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('bookingFee')}/refund`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund order' })).toBeVisible();
  // BASIC may not refund non-season tickets in this brand: the page says so and offers no form, and no manual block.
  await expect(
    page.getByText('Your account is not authorised to refund the tickets of this order: speak to a team leader.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manual refund' })).toHaveCount(0);
  await expect(confirmButton(page)).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, `supervisor@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('bookingFee')}/refund`);
  const manual = page.getByRole('region', { name: 'Manual refund' });
  await expect(manual).toBeVisible();
  await page.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  await page.getByRole('checkbox', { name: /^Refund .*-1\)$/ }).check();
  await page.getByLabel('Refund the booking fee').check();
  await manual.getByLabel('Process as a manual refund').check();
  await manual.getByLabel('Another way (cheque, voucher or card)').check();
  await expect(
    page.getByText('The money is paid out by the manual method below, not to the original payments.'),
  ).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  await manual.getByLabel('Payout method').selectOption('CHEQUE');
  await expect(manual.getByText('A cheque takes up to 10 days to arrive.')).toBeVisible();
  await manual.getByLabel('Additional information').fill('Send to the billing address');
  const total = (await page.getByTestId('refund-total').textContent())!.replace('£', '');
  await manual.getByLabel('Amount paid out').fill('0.01');
  await manual.getByLabel('Amount paid out').blur();
  await expect(manual.getByText('The amount paid out must equal the refund total')).toBeVisible();
  await manual.getByLabel('Amount paid out').fill(total);
  await expect(confirmButton(page)).toBeEnabled();
  await shot(page, 'refund-manual-supervisor');
  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order('bookingFee')}$`));
  await expect(page.getByText(`Order ${order('bookingFee')}: £${total} refunded.`)).toBeVisible();
});

test('an order that cannot be refunded says why', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('canceled')}/refund`);
  await expect(page.getByText('Cannot refund because the state is Canceled')).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to order ${order('canceled')}` })).toBeVisible();
  await expect(confirmButton(page)).toHaveCount(0);
  await shot(page, 'refund-not-refundable');
});

test('a refund the server refuses hands over to the order page, whose failed-refund modal says why', async ({
  page,
  browser,
}) => {
  const id = order('amended');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}/refund`);
  await page.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  await page.getByRole('checkbox', { name: `Refund Off-Peak Return (${id}-1)` }).check();
  await expect(confirmButton(page)).toBeEnabled();

  // Meanwhile a supervisor refunds the same ticket in another browser.
  const other = await browser.newContext();
  const supervisor = await other.newPage();
  await signIn(supervisor, `supervisor@${BRAND}.example`, BRAND);
  await supervisor.goto(`/orders/${id}/refund`);
  await supervisor.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  await supervisor.getByRole('checkbox', { name: `Refund Off-Peak Return (${id}-1)` }).check();
  await confirmButton(supervisor).click();
  await expect(supervisor).toHaveURL(new RegExp(`/orders/${id}$`));
  await other.close();

  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const dialog = page.getByRole('dialog', { name: 'Refund unsuccessful' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('The refund was unsuccessful.')).toBeVisible();
  await expect(dialog.getByText(`Details: Ticket ${id}-1 is already refunded`)).toBeVisible();
  await expect(dialog.getByText('If the problem persists, retry the refund after an hour.')).toBeVisible();
  await shot(page, 'order-refund-failed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the order page shows the other refund; a reload does not bring the modal back
  await expect(page.getByRole('region', { name: 'Refund log' }).getByText(`supervisor@${BRAND}.example`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Refund log' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a refund over the level's ceiling asks for a team leader and cannot be confirmed", async ({ page }) => {
  const id = order('expensive');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}/refund`);
  await page.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  await page.getByRole('checkbox', { name: new RegExp(`\\(${id}-1\\)$`) }).check();
  await expect(page.getByText('This refund is over your limit of £500.00: contact a team leader.')).toBeVisible();
  await expect(page.getByText('The refund is over your limit.')).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
  // within the ceiling it may go
  await page.getByLabel(new RegExp(`Refund amount for .*\\(${id}-1\\)`)).fill('400.00');
  await expect(page.getByText('This refund is over your limit of £500.00: contact a team leader.')).toBeHidden();
  await expect(confirmButton(page)).toBeEnabled();
});

test("a printed ticket's number is found and chosen, not typed", async ({ page }) => {
  const id = order('printed');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}/refund`);
  await page.getByLabel('Refund reason').selectOption({ label: '1 – No longer travelling' });
  const find = page.getByRole('button', { name: `Find the printed ticket number of Off-Peak Return (${id}-1)` });
  await expect(find).toBeDisabled(); // until the ticket is ticked, like its field
  await page.getByRole('checkbox', { name: `Refund Off-Peak Return (${id}-1)` }).check();
  await expect(confirmButton(page)).toBeDisabled(); // the printed ticket's number is required
  await find.click();
  const dialog = page.getByRole('dialog', { name: 'Find the printed ticket number' });
  await expect(dialog.getByText(`Off-Peak Return (${id}-1)`)).toBeVisible();
  await expect(dialog.getByText('Printed at station 5268')).toBeVisible();
  // only this ticket's number, not the other ticket's
  await expect(dialog.getByRole('button', { name: /^Use / })).toHaveCount(1);
  await shot(page, 'refund-find-printed-number');
  await dialog.getByRole('button', { name: 'Use 12345-01-10-25-BRI1' }).click();
  await expect(dialog).toBeHidden();
  const field = page.getByLabel(`Paper ticket number for Off-Peak Return (${id}-1)`);
  await expect(field).toHaveValue('12345-01-10-25-BRI1');
  await expect(field).toBeFocused();
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByText(`Order ${id}: £15.00 refunded.`)).toBeVisible();
});

test('a refunded season on a hotlisted smartcard asks for manual hotlisting on the order page', async ({ page }) => {
  const brand = 'southeastern';
  const id = showcaseOrderId(allBrandIds(), brand, 'smartcardHotlisted');
  await signIn(page, `agent@${brand}.example`, brand);
  await page.goto(`/orders/${id}/refund`);
  await expect(page.getByRole('region', { name: 'Season ticket calculation' })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`\\(${id}-1\\)$`) }).check();
  // southeastern leaves ITSO season amounts for editors to type (prePopulateItsoSeasonRefundFields off), but an AGENT
  // may not edit them there, so the calculation's amount is filled for them
  const amount = page.getByLabel(`Refund amount for Monthly Season (${id}-1)`);
  await expect(amount).toBeDisabled();
  await expect(amount).not.toHaveValue('');
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm smartcard refund' });
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const dialog = page.getByRole('dialog', { name: 'Manual hotlisting needed' });
  await expect(
    dialog.getByText(
      'The refund went through, but the season ticket could not be removed from the smartcard remotely: hotlist the card manually.',
    ),
  ).toBeVisible();
  await shot(page, 'order-manual-hotlisting');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Refund log' }).getByText(`agent@${brand}.example`)).toBeVisible();
});
