import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import type { Page } from '@playwright/test';
import { allBrandIds } from '../../server/brands';
import { showcaseOrderId, type ShowcaseKind } from '../../server/db/seed/orders';

// Helper B's accounts only: agent@, basic@ and station_agent@southeastern. Showcase orders exist in every brand
// (server/db/seed/orders.ts); each test signs in on its own (refresh tokens are single-use).
const BRAND = 'southeastern';
const order = (kind: ShowcaseKind) => showcaseOrderId(allBrandIds(), BRAND, kind);
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const callout = (page: Page) => page.getByRole('region', { name: 'Order status' });

test('order search: Search waits for a filter and a valid UTN; e-mail and id searches open the order', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order search' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  // Brand filter: only for a profile searching several brands (flag enableOrderBrandFilter, off).
  await expect(page.getByLabel('Brand')).toHaveCount(0);

  await page.getByLabel('Ticket UTN').fill('ABC123');
  await expect(search).toBeDisabled();
  await page.getByLabel('Ticket UTN').blur();
  await expect(page.getByText('Enter the 11 letters and digits of the UTN, or leave it empty.')).toBeVisible();
  await page.getByLabel('Ticket UTN').fill('');
  await expect(search).toBeDisabled();

  // Every showcase order's buyer e-mail starts 'showcase.' (54 of them: several pages, newest first).
  await page.getByLabel('E-mail').fill('showcase.');
  await expect(search).toBeEnabled();
  await search.click();
  const results = page.locator('.search-results');
  await expect(results.getByRole('table')).toBeVisible();
  await expect(results.getByRole('row')).toHaveCount(11);
  await expect(page).toHaveURL(/email=showcase\./);
  await page.getByLabel('E-mail').fill(`showcase.complete@${BRAND}.example`);
  await search.click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('link', { name: String(order('complete')), exact: true })).toBeVisible();
  await shot(page, 'order-search');

  // the delivery types come from GET /delivery/methods at run time; a showcase ToD order is found by it
  const delivery = page.getByLabel('Delivery type');
  await expect(delivery.getByRole('option', { name: 'Ticket on departure' })).toHaveCount(1);
  await page.getByLabel('E-mail').fill(`showcase.ticketondeparture@${BRAND}.example`);
  await delivery.selectOption({ label: 'Ticket on departure' });
  await search.click();
  await expect(page).toHaveURL(/deliveryType=00005/);
  await expect(results.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Reset' }).click();
  // Reset remounts the emptied form and puts the keyboard in its first field: type only once it is there, or the
  // remount can wipe what was typed (a race seen on a loaded machine)
  await expect(page).toHaveURL(/\/search-orders$/);
  await expect(page.getByLabel('Order id')).toBeFocused();
  await page.getByLabel('Order id').fill(String(order('complete')));
  await search.click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: String(order('complete')), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order('complete')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(callout(page).getByText('Fulfilled')).toBeVisible();
  await expect(callout(page).getByRole('link', { name: 'Refund' })).toHaveAttribute(
    'href',
    `/orders/${order('complete')}/refund`,
  );
  await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('row')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Buyer details' }).getByText(`showcase.complete@${BRAND}.example`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rewards' }).getByText('No rewards')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discount' }).getByText('No discount')).toBeVisible();
  await expect(page.getByRole('region', { name: 'PayPal' }).getByText('No PayPal details')).toBeVisible();
  const fares = page.getByRole('region', { name: 'Fares' });
  await fares.locator('summary').first().click();
  await expect(fares.getByRole('region', { name: 'Outward journey' }).first()).toBeVisible();
  await shot(page, 'order-page');

  await page.goto('/search-orders?email=nobody.at.all&page=1&limit=10');
  await expect(page.locator('.search-results').getByText('No results found')).toBeVisible();
});

test('an order the state does not let refund says why and offers no refund actions', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('canceled')}`);
  await expect(callout(page).getByText('Cannot refund because the state is Canceled')).toBeVisible();
  await expect(callout(page).getByRole('link', { name: 'Refund' })).toHaveCount(0);
  await expect(callout(page).getByRole('button', { name: 'Reject refund' })).toHaveCount(0);

  // A fully refunded order shows no refund notice or action at all; a partial one says so.
  await page.goto(`/orders/${order('refundedFull')}`);
  await expect(page.getByRole('region', { name: 'Refund log' }).getByRole('row').nth(1)).toBeVisible();
  await expect(callout(page).locator('.order-notice')).toHaveCount(0);
  await expect(callout(page).getByRole('link', { name: 'Refund' })).toHaveCount(0);
  await page.goto(`/orders/${order('refundedPartial')}`);
  await expect(
    callout(page).getByText('Partially refunded: some tickets of this order have been refunded.'),
  ).toBeVisible();

  // 000 §8: a failing e-ticket lookup disables refund with its own message.
  await page.goto(`/orders/${order('eTicketLookupError')}`);
  await expect(callout(page).getByText('Error loading eticket status: refund disabled.')).toBeVisible();
  await expect(callout(page).getByRole('link', { name: 'Refund' })).toHaveCount(0);
  await shot(page, 'order-eticket-error');
});

test('a BASIC user is told refunding is not theirs; a station agent gets the Refund action', async ({
  page,
  browser,
}) => {
  await signIn(page, `basic@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('selfPrint')}`);
  await expect(
    callout(page).getByText('You are not authorised to refund the tickets of this order: speak to a team leader.'),
  ).toBeVisible();
  await expect(callout(page).getByRole('link', { name: 'Refund' })).toHaveCount(0);

  const station = await browser.newPage();
  await signIn(station, `station_agent@${BRAND}.example`, BRAND);
  await station.goto(`/orders/${order('selfPrint')}`);
  await expect(callout(station).getByRole('link', { name: 'Refund' })).toBeVisible();
  await station.close();
});

test('reject refund: reason, confirm step with Edit back to the form, then the callout shows the rejection', async ({
  page,
}) => {
  const id = order('pending');
  // a SUPERVISOR: rejecting an ITSO order also needs canRejectItsoSeasonRefund (SUPERVISOR outside govia), and the
  // order page hides what the server would refuse (canRejectOrderRefund)
  await signIn(page, `supervisor@${BRAND}.example`, BRAND);

  // An ITSO smartcard order is offered the brand's ITSO reasons (southeastern adds REFUND_PERIOD_EXPIRED).
  await page.goto(`/orders/${order('smartcard')}`);
  await callout(page).getByRole('button', { name: 'Reject refund' }).click();
  const itso = page.getByRole('dialog', { name: 'Reject refund' });
  await expect(itso.getByRole('combobox', { name: /^Reason/ }).locator('option')).toHaveText([
    'Choose a reason',
    'No value left on the smartcard',
    'Refund period expired',
    'Other',
  ]);
  await itso.getByRole('button', { name: 'Cancel' }).click();
  await expect(itso).toHaveCount(0);

  await page.goto(`/orders/${id}`);
  await callout(page).getByRole('button', { name: 'Reject refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject refund' });
  await expect(dialog).toBeVisible();
  // The general reasons of the brand (not the ITSO ones) for a non-ITSO order.
  const reason = dialog.getByRole('combobox', { name: /^Reason/ });
  await expect(reason.locator('option')).toHaveText([
    'Choose a reason',
    'Advance ticket',
    'No value left',
    'Refund period expired',
    'Missing tickets',
    'Other',
  ]);

  await reason.selectOption('OTHER');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Describe the reason when it is Other.')).toBeVisible();
  await dialog.getByLabel('Other reason (required when the reason is Other)').fill('Tickets used on the day');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Tickets used on the day')).toBeVisible();
  await shot(page, 'reject-confirm');

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(reason).toHaveValue('OTHER');
  await expect(dialog.getByLabel('Other reason (required when the reason is Other)')).toHaveValue(
    'Tickets used on the day',
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Reject refund' }).click();

  await expect(page.getByText(`Order ${id} has been successfully rejected`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(callout(page).getByText('Refund rejected', { exact: true }).first()).toBeVisible();
  await expect(callout(page).getByText('Other: Tickets used on the day')).toBeVisible();
  await expect(callout(page).getByText('Refund rejected on')).toBeVisible();
  await expect(callout(page).getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(callout(page).getByRole('button', { name: 'Reject refund' })).toHaveCount(0);
  await shot(page, 'reject-done');
});

test('resend an order e-mail to a corrected address; it reaches the sandbox outbox', async ({ page }) => {
  const to = `resend.b.${Date.now()}@example.com`;
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${order('sentEmails')}`);
  const emails = page.getByRole('region', { name: 'Sent e-mails' });
  await expect(emails.getByRole('row')).toHaveCount(4);
  await emails.getByRole('button', { name: 'Resend e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend order e-mail' });

  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(dialog.getByText('Choose at least one e-mail to send again.')).toBeVisible();

  await dialog.getByRole('checkbox').first().check();
  const address = dialog.getByRole('textbox').first();
  await expect(address).toHaveValue(`showcase.sentemails@${BRAND}.example`);
  await address.fill('not-an-address');
  await address.blur();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  await shot(page, 'resend-dialog');
  await address.fill(to);
  await dialog.getByRole('button', { name: 'Resend' }).click();

  await expect(page.getByText('The e-mail has been sent again.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const outbox = await page.request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect((await outbox.json()).result).toHaveLength(1);
  await expect(emails.getByText(to)).toBeVisible();
});

test('the order panels show what the order holds: changeovers, delivery address, PayPal, e-vouchers, rewards, collection', async ({
  page,
}) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  const region = (name: string) => page.getByRole('region', { name });

  await page.goto(`/orders/${order('changeover')}`);
  await expect(region('Changeovers').getByRole('row')).not.toHaveCount(0);
  await expect(region('Changeovers').getByText('No changeovers')).toHaveCount(0);

  await page.goto(`/orders/${order('postal')}`);
  await expect(region('Delivery address').getByText('Town')).toBeVisible();

  await page.goto(`/orders/${order('paypal')}`);
  await expect(region('PayPal').getByText('Not refunded')).toBeVisible();

  await page.goto(`/orders/${order('vouchers')}`);
  await expect(region('Applied e-vouchers').getByRole('row')).toHaveCount(3);

  await page.goto(`/orders/${order('rewards')}`);
  await expect(region('Rewards').getByText('Reward points')).toBeVisible();

  await page.goto(`/orders/${order('ticketOnDeparture')}`);
  await expect(region('Collection details').getByText('Collection station')).toBeVisible();
  await expect(region('Collection details').getByText('No collection details')).toHaveCount(0);
});

test('a digital-railcard order opens on its own page', async ({ page }) => {
  const id = order('drc');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}`);
  await callout(page).getByRole('link', { name: 'Open the digital railcard order page' }).click();
  await expect(page).toHaveURL(new RegExp(`/drc-orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Digital railcard order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Digital railcard' }).getByText('Railcard number')).toBeVisible();
  await shot(page, 'drc-order');

  await page.goto('/orders/99999999');
  await expect(page.getByRole('main').getByText('Requested data not found')).toBeVisible();
});

test('the tickets and card tables show their telling columns without scrolling: e-ticket status, UTN, refund status', async ({
  page,
}) => {
  const id = order('eTicket');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByRole('columnheader', { name: 'UTN' })).toBeInViewport();
  await expect(tickets.getByRole('columnheader', { name: 'E-ticket status' })).toBeInViewport();
  // columns no ticket fills (photocard, smartcard, discount) are left out rather than pushing these off the edge
  await expect(tickets.getByRole('columnheader', { name: 'Photocard number' })).toHaveCount(0);
  const cards = page.getByRole('region', { name: 'Payment card' });
  await cards.scrollIntoViewIfNeeded();
  await expect(cards.getByRole('columnheader', { name: 'Refund status' })).toBeInViewport();
});

test('a reject refused because the order changed meanwhile says so in the dialog, with the choice kept', async ({
  page,
  browser,
}) => {
  const id = order('applePay');
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${id}`);
  await callout(page).getByRole('button', { name: 'Reject refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject refund' });
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOption('MISSING_TICKETS');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Meanwhile HQ rejects the same order in another browser.
  const other = await browser.newContext();
  const hq = await other.newPage();
  await signIn(hq, `hq@${BRAND}.example`, BRAND);
  await hq.goto(`/orders/${id}`);
  await callout(hq).getByRole('button', { name: 'Reject refund' }).click();
  const hqDialog = hq.getByRole('dialog', { name: 'Reject refund' });
  await hqDialog.getByRole('combobox', { name: /^Reason/ }).selectOption('ADVANCE');
  await hqDialog.getByRole('button', { name: 'Continue' }).click();
  await hqDialog.getByRole('button', { name: 'Reject refund' }).click();
  await expect(hq.getByText(`Order ${id} has been successfully rejected`)).toBeVisible();
  await other.close();

  await dialog.getByRole('button', { name: 'Reject refund' }).click();
  await expect(
    dialog.getByText('The refund of this order can no longer be rejected: it was refunded or rejected meanwhile.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Server error')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: /^Reason/ })).toHaveValue('MISSING_TICKETS');
  await shot(page, 'reject-conflict');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(callout(page).getByText('Advance ticket')).toBeVisible();
});
