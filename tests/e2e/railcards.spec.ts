// 000 §2 railcards in the browser: an application rejected with a reason (completion message, history row), a railcard
// added on an account and removed again, and a station agent (below STATION_SUPERVISOR) without Remove.
// The seed gives every brand the same railcard cases (server/db/seed/railcards.ts railcardCaseCustomerId).
import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import type { Page } from '@playwright/test';
import { allBrandIds } from '../../server/brands';
import { RAILCARD_CASE_CARDS, railcardCaseCustomerId, railcardCaseNumber } from '../../server/db/seed/railcards';
import { londonToday } from '../../src/domain/londonToday';

const BRAND = 'ticketyboo';
const caseCustomer = (k: number) => railcardCaseCustomerId(allBrandIds(), BRAND, k);
const SHOTS = '/tmp/shots-E';
mkdirSync(SHOTS, { recursive: true });

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? '{}').accessToken as string);
}

test('an application is rejected with a reason: the page says it is complete and the history shows it', async ({
  page,
}) => {
  const customerId = caseCustomer(0);
  const number = railcardCaseNumber(customerId, RAILCARD_CASE_CARDS.pendingApplication);
  await signIn(page, `agent@${BRAND}.example`, BRAND);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Railcards' }).click();
  // the menu opens the queue of pending applications
  await expect(page).toHaveURL(/\/search-railcards\?state=PENDING/);
  await expect(page.getByLabel('State')).toHaveValue(/.+/);
  await expect(page.locator('.search-results').getByRole('row').nth(1)).toContainText('Pending');
  await page.screenshot({ path: `${SHOTS}/search-railcards.png`, fullPage: true });
  await page.getByLabel('Railcard number').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.locator('.search-results');
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/railcard-application/\\d+/${customerId}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Railcard application' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: number })).toBeVisible();
  // the seeded photo of an even case is 480 px wide: shown at 300 px until expanded
  const photo = main.getByRole('img', { name: /Photo of/ });
  await expect(photo).toBeVisible();
  expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(301);
  await main.getByRole('button', { name: 'Show the photo full size' }).click();
  await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(400);
  await page.screenshot({ path: `${SHOTS}/railcard-application-pending.png`, fullPage: true });

  await main.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject railcard application' });
  const submit = dialog.getByRole('button', { name: 'Reject' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Reason').selectOption({ label: 'Other' });
  await expect(submit).toBeDisabled();
  const text = dialog.getByLabel('Describe the reason');
  await text.fill('x'.repeat(301));
  await text.blur();
  await expect(dialog.getByText('The reason is at most 300 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await text.fill('Proof of age is from another person');
  await page.screenshot({ path: `${SHOTS}/railcard-reject-dialog.png` });
  await submit.click();

  await expect(page.getByText('Application rejected')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: 'This application is complete' })).toContainText('Rejected');
  await expect(main.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(main.getByText('Proof of age is from another person')).toBeVisible();
  const history = main.getByRole('region', { name: 'Railcard history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Rejected');
  await expect(history.getByRole('row').nth(1)).toContainText(`agent@${BRAND}.example`);
  await page.screenshot({ path: `${SHOTS}/railcard-application-rejected.png`, fullPage: true });
});

test('a railcard is added on an account (Apply waits for valid fields) and removed again', async ({ page }) => {
  const customerId = caseCustomer(1);
  await signIn(page, `station_supervisor@${BRAND}.example`, BRAND);
  await page.goto(`/account/${customerId}`);
  const panel = page.getByRole('region', { name: 'Linked railcards' });
  await expect(panel.getByText(railcardCaseNumber(customerId, RAILCARD_CASE_CARDS.accepted))).toBeVisible();
  await expect(panel.getByText('Expired')).toBeVisible();
  await expect(panel.getByText(railcardCaseNumber(customerId, RAILCARD_CASE_CARDS.deleted))).toHaveCount(0);

  await panel.getByRole('button', { name: 'Add railcard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add railcard' });
  const apply = dialog.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Railcard type').selectOption({ label: '16-25 Railcard' });
  await dialog.getByLabel('Railcard number').fill('gh2024001');
  await expect(dialog.getByLabel('Expiry date')).toHaveAttribute('min', londonToday());
  await dialog.getByLabel('Expiry date').fill('2020-01-01');
  await dialog.getByLabel('Expiry date').blur();
  await expect(dialog.getByText('The expiry date cannot be before today')).toBeVisible();
  await expect(apply).toBeDisabled();
  const nextYear = londonToday(new Date(Date.now() + 365 * 86_400_000));
  await dialog.getByLabel('Expiry date').fill(nextYear);
  // ticketyboo runs no KeyGo: nothing can be synced with the key service
  await expect(dialog.getByLabel('Sync with the key service')).toBeDisabled();
  await expect(apply).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/railcard-add-dialog.png` });
  await apply.click();

  await expect(page.getByText('Railcard GH2024001 added')).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: 'GH2024001' });
  await expect(row).toContainText('Accepted');
  await page.screenshot({ path: `${SHOTS}/account-railcards.png`, fullPage: true });

  await row.getByRole('button', { name: 'Remove railcard GH2024001' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove railcard' });
  await expect(remove).toContainText('16-25 Railcard');
  await expect(remove).toContainText('GH2024001');
  const [y, m, d] = nextYear.split('-');
  await expect(remove).toContainText(`${d}/${m}/${y}`);
  await remove.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Railcard removed')).toBeVisible();
  await expect(panel.getByText('GH2024001')).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Railcard history' });
  await expect(history.getByRole('row').nth(1)).toContainText('GH2024001');
  await expect(history.getByRole('row').nth(1)).toContainText('Deleted');
});

test('a station agent sees no Remove, and the API refuses the removal', async ({ page }) => {
  const customerId = caseCustomer(2);
  await signIn(page, `station_agent@${BRAND}.example`, BRAND);
  await page.goto(`/account/${customerId}`);
  const panel = page.getByRole('region', { name: 'Linked railcards' });
  const number = railcardCaseNumber(customerId, RAILCARD_CASE_CARDS.accepted);
  await expect(panel.getByText(number)).toBeVisible();
  await expect(panel.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add railcard' })).toBeVisible();

  const token = await accessToken(page);
  const list = await page.request.get(`/api/customers/${customerId}/railcards?state=ACCEPTED`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const card = (await list.json()).result.find((r: { railcardNumber: string }) => r.railcardNumber === number);
  const refused = await page.request.patch(`/api/admin/customers/${customerId}/railcards/${card.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { state: 'DELETED' },
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(panel.getByText(number)).toBeVisible();
});

test('digital railcard e-mails can be resent', async ({ page }) => {
  const customerId = caseCustomer(3);
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${customerId}`);
  const panel = page.getByRole('region', { name: 'Linked digital railcards' });
  await expect(panel.getByRole('cell', { name: 'Blocked', exact: true })).toBeVisible();
  // the DRC e-mails are a panel of their own, declared after the digital railcards (schemas/screens/customers/account.yaml)
  const emails = page.getByRole('region', { name: 'Digital railcard e-mails' });
  await emails.getByRole('button', { name: 'Resend “Your digital railcard is ready to use”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend digital railcard e-mail' });
  const recipient = `drc.${customerId}@example.com`;
  await dialog.getByLabel('Recipient').fill('not an e-mail');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByLabel('Recipient').fill(recipient);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`E-mail sent to ${recipient}`)).toBeVisible();
  await expect(emails.getByRole('row').filter({ hasText: recipient })).toHaveCount(1);
  const outbox = await page.request.get(`/api/sandbox/outbox?to=${encodeURIComponent(recipient)}`);
  expect((await outbox.json()).result[0].subject).toBe('Your digital railcard is ready to use');
  await page.screenshot({ path: `${SHOTS}/account-digital-railcards.png`, fullPage: true });
});
