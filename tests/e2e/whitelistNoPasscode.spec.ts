import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { DEMO_PHOTOCARD, compensationDemoRequestId } from '../../server/db/seed/compensation';

// Issue 32 item 15, docs/decisions/2576: Process claim with the unique code left empty asks for the photocard, then
// calls the no-passcode variant of 001 §7 (PATCH /delay-repay/whitelist/complete-whitelist-claim-no-passcode). A brand
// of its own (thameslink), so the southern claim compensation.spec.ts refuses stays season-new; its HQ, as
// passwords.spec.ts changes the password of agent@thameslink.
const BRAND = 'thameslink';

test('a whitelist claim is processed without the unique code by its photocard (the no-passcode variant)', async ({
  page,
}) => {
  const requestId = compensationDemoRequestId(allBrandIds(), BRAND, 'whitelist', 'season-new');
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  const patched: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patched.push(new URL(r.url()).pathname);
  });
  await page.goto(`/compensation/claims/${requestId}`);
  const email = await page
    .getByRole('region', { name: 'Customer' })
    .getByRole('definition')
    .filter({ hasText: '@example.com' })
    .innerText();
  await page.getByRole('button', { name: 'Process claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process whitelist claim' });
  await dialog.getByLabel('E-mail').fill(email);
  // without the code, the photocard is needed: said beside it, nothing sent
  await expect(dialog.getByText("Without the unique code, enter the customer's photocard number.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Process claim' })).toBeDisabled();
  await dialog.getByLabel('Photocard number').fill(DEMO_PHOTOCARD);
  await dialog.getByRole('button', { name: 'Process claim' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  expect(patched).toEqual(['/api/delay-repay/whitelist/complete-whitelist-claim-no-passcode']);
});
