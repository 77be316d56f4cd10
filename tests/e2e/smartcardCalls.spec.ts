import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { keyGoCaseId } from '../../server/db/seed/keyGo';
import { smartcardCaseId } from '../../server/db/seed/smartcards';

// Issue 32 item 15 (docs/decisions/2575): the smartcard calls of 001 §7 each screen now makes, watched on the wire —
// the card status asks GET /smartcard/{id}/active, the journeys by day GET /customers/{id}/smartcard/journeys, and
// Issue smartcard saves the details (PUT, without the card number) then links the card with POST /smartcard/{id}/link.
// (The replacement's collection points, GET /delivery/collection-points/smartcard: smartcards.spec.ts, in person.)
const BRANDS = allBrandIds();

test('the smartcard page asks whether the card is active and shows the journeys of the last 7 days by day', async ({
  page,
}) => {
  const cid = keyGoCaseId(BRANDS, 'southern', 'keyGoActive');
  await signIn(page, 'agent@southern.example', 'southern');
  const active = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/smartcard/${cid}/active`);
  const journeys = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/customers/${cid}/smartcard/journeys`,
  );
  await page.goto(`/customers/${cid}/smartcard`);
  expect((await active).status()).toBe(200);
  await expect(page.getByTestId('smartcard-status')).toContainText('The smartcard is active.');
  const reply = await journeys;
  expect(reply.status()).toBe(200);
  const days = (await reply.json()).result.days as { date: string; journeys: { fare: number }[] }[];
  const panel = page.getByRole('region', { name: 'Journeys by day (last 7 days)' });
  await expect(panel).toBeVisible();
  const withJourneys = days.filter((d) => d.journeys.length > 0);
  if (withJourneys.length === 0) {
    await expect(panel.getByText('No journeys with this card in the last 7 days.')).toBeVisible();
  } else {
    await expect(panel.getByRole('columnheader', { name: 'Fare' })).toBeVisible();
    // a heading per day with journeys, each journey a row under it
    await expect(panel.getByRole('row')).toHaveCount(
      1 + withJourneys.length + withJourneys.reduce((n, d) => n + d.journeys.length, 0),
    );
  }
});

test('Issue smartcard saves the details, then links the card with POST /smartcard/{id}/link', async ({ page }) => {
  const brand = 'southern';
  const cid = smartcardCaseId(BRANDS, brand, 'approvalRejected');
  await signIn(page, `agent@${brand}.example`, brand);
  const sent: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== 'GET' && path.startsWith('/api/') && !path.startsWith('/api/auth'))
      sent.push({ method: r.method(), path, body: r.postDataJSON() });
  });
  await page.goto(`/customers/${cid}/smartcard`);
  const status = page.getByRole('region', { name: 'Card status' });
  await status.getByRole('button', { name: 'Issue smartcard' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue smartcard' });
  await issue.getByLabel('Title').selectOption('Ms');
  await issue.getByLabel('Address line 1').fill('3 Queens Road');
  await issue.getByLabel('Town').fill('Brighton');
  await issue.getByLabel('Postcode').fill('BN1 3XE');
  await issue.getByLabel('The customer confirmed these details are correct').check();
  await issue.getByLabel('The customer is 16 or over').check();
  const isrn = `633597${String(Date.now()).slice(-12).padStart(12, '0')}`;
  await issue.getByLabel('Smartcard number').fill(isrn);
  await issue.getByRole('button', { name: 'Issue smartcard' }).click();
  const done = page.getByRole('dialog', { name: 'Smartcard issued' });
  await expect(done.getByRole('status')).toContainText(`Customer account ${cid} has the smartcard.`);
  const calls = sent.filter((c) => !c.path.includes('/session'));
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    `PUT /api/admin/customers/${cid}/smartcard`,
    `POST /api/smartcard/${cid}/link`,
  ]);
  expect(calls[0].body).not.toHaveProperty('isrn');
  expect(calls[1].body).toMatchObject({ smartcardNumber: isrn });
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('smartcard-status')).toContainText('The smartcard is active.');
});
