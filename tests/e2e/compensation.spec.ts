import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { DEMO_PHOTOCARD, RELATED_EMAIL, compensationDemoRequestId } from '../../server/db/seed/compensation';

// 001 §2/§4/§6 compensation claims (southern): the search with a scheme and 2 filters kept in the address; an HQ user
// rejects a season-new claim and adds it to the whitelist (the toolbar follows the claim's state); whitelist processing
// with a wrong passcode says 'Invalid passcode/photocard number' and changes nothing.
const BRAND = 'southern';
const BRANDS = allBrandIds();
const rid = (type: 'whitelist' | 'season', state: 'season-new') => compensationDemoRequestId(BRANDS, BRAND, type, state);

test('the claim search needs 2 filters, keeps them in the address and opens a claim with its related claims', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByLabel('E-mail').fill('related');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter at least 2 search filters besides the scheme')).toBeVisible();
  await page.getByLabel('Postcode').fill('BN1 4');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // heading + 3 claims of the related customer
  expect(new URL(page.url()).searchParams.get('email')).toBe('related');
  await page.reload();
  await expect(rows).toHaveCount(4);
  await page.getByRole('link', { name: compensationDemoRequestId(BRANDS, BRAND, 'season', 'approved') }).click();
  await expect(page.getByRole('region', { name: 'Customer' }).getByText(RELATED_EMAIL)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related claims' }).getByRole('row')).toHaveCount(3);
  // an AGENT sees no HQ action on an approved claim
  await expect(page.getByRole('button', { name: 'Add payment' })).toHaveCount(0);
});

test('an HQ user rejects a season-new claim and adds it to the whitelist', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${rid('season', 'season-new')}`);
  await expect(page.getByRole('button', { name: 'Add to whitelist' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject claim' });
  await dialog.getByLabel('Rejection reason').fill('Outside the scheme dates');
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(page.getByText('The claim was rejected.')).toBeVisible();
  const claim = page.getByRole('region', { name: 'Claim' });
  await expect(claim.getByText('Outside the scheme dates')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject claim' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to whitelist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add to whitelist' });
  await confirm.getByRole('button', { name: 'Add to whitelist' }).click();
  await expect(page.getByText('The claim was added to the whitelist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process claim' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to whitelist' })).toHaveCount(0);
});

test('processing a whitelist claim with a wrong passcode says Invalid passcode/photocard number', async ({ page }) => {
  await signIn(page, `agent@${BRAND}.example`, BRAND);
  await page.goto(`/compensation/claims/${rid('whitelist', 'season-new')}`);
  const email = await page.getByRole('region', { name: 'Customer' }).getByRole('definition').filter({ hasText: '@example.com' }).innerText();
  await page.getByRole('button', { name: 'Process claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process whitelist claim' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Unique code').fill('WRONG-CODE');
  await dialog.getByLabel('Photocard number').fill(DEMO_PHOTOCARD);
  await dialog.getByRole('button', { name: 'Process claim' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid passcode/photocard number');
  await expect(dialog.getByLabel('Unique code')).toHaveValue('WRONG-CODE');
});

test('HQ adds a whitelist claim and lands on it; changing its e-mail to another claim\'s is refused in the dialog', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto('/compensation/claims');
  await page.getByRole('button', { name: 'Add whitelist claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add whitelist claim' });
  await dialog.getByLabel('Title').selectOption('Ms');
  await dialog.getByLabel('First names').fill('Wendy');
  await dialog.getByLabel('Surname').fill('Whitelist');
  await dialog.getByLabel('E-mail').fill('wendy.whitelist@example.com');
  await dialog.getByLabel('Telephone').fill('01273 555000');
  await dialog.getByLabel('Address line 1').fill('5 Church Street');
  await dialog.getByLabel('Town').fill('Brighton');
  await dialog.getByLabel('Postcode').fill('BN1 1UJ');
  await dialog.getByLabel('Claim amount').fill('120.50');
  await dialog.getByLabel('Photocard number').fill('PHWENDY1');
  await dialog.getByRole('button', { name: 'Add whitelist claim' }).click();
  await expect(page.getByText('The whitelist claim was added.')).toBeVisible();
  await expect(page).toHaveURL(/\/compensation\/claims\/CR-[0-9]{8}$/);
  const claim = page.getByRole('region', { name: 'Claim' });
  await expect(claim.getByText('£120.50')).toBeVisible();
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const change = page.getByRole('dialog', { name: 'Change e-mail' });
  await change.getByLabel('E-mail').fill(RELATED_EMAIL);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change.getByRole('alert')).toContainText('This e-mail address belongs to another claim.');
  await expect(change.getByLabel('E-mail')).toHaveValue(RELATED_EMAIL);
});
