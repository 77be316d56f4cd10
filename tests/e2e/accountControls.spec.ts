import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { deletionCaseCustomerId } from '../../server/db/seed/accounts';
import { showcaseOrderId } from '../../server/db/seed/orders';
import { smartcardCaseId } from '../../server/db/seed/smartcards';
import { customerAt } from '../../server/db/seed/vouchers';

// 001 §2/§4 account controls, as HQ of thameslink (its accounts only): a refund restriction set with a reason stops the
// customer's order from being refunded (the order page says why), then is lifted; a deletion request blocked by
// smartcard products says so, another is approved.
const BRAND = 'thameslink';
const BRANDS = allBrandIds();
const SHOTS = '/tmp/shots-accounts';
mkdirSync(SHOTS, { recursive: true });

test('HQ restricts a customer refunds with a reason: the order page says why and offers no refund, until refunds are enabled again', async ({ page }) => {
  const orderId = showcaseOrderId(BRANDS, BRAND, 'paypal');
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('link', { name: 'Refund', exact: true })).toBeVisible();
  // a showcase order's buyer has the order's id as account id (README Demo data)
  const accountId = orderId;

  await page.goto(`/account/${accountId}`);
  const locks = page.getByRole('region', { name: 'Lock status' });
  await expect(locks.getByText('No locks: the customer can sign in, refunds and delivery are open.')).toBeVisible();
  await locks.getByRole('button', { name: 'Restrict refunds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restrict refunds' });
  await dialog.getByRole('button', { name: 'Restrict refunds' }).click();
  await expect(dialog.getByText('Enter the reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Chargeback under investigation');
  await dialog.getByRole('button', { name: 'Restrict refunds' }).click();
  await expect(page.getByText("Refunds are restricted: the customer's orders cannot be refunded.")).toBeVisible();
  await expect(locks.getByRole('cell', { name: 'Refunds restricted' })).toBeVisible();
  await expect(locks.getByText('Chargeback under investigation')).toBeVisible();
  await expect(locks.getByRole('button', { name: 'Restrict refunds' })).toHaveCount(0);
  await locks.screenshot({ path: `${SHOTS}/lock-status.png` });

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Cannot refund: refunds are restricted on the customer's account (see its lock status).")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund', exact: true })).toHaveCount(0);

  await page.goto(`/account/${accountId}`);
  await locks.getByRole('button', { name: 'Enable refunds' }).click();
  const enable = page.getByRole('dialog', { name: 'Enable refunds' });
  await enable.getByLabel('Reason').fill('Chargeback settled');
  await enable.getByRole('button', { name: 'Enable refunds' }).click();
  await expect(locks.getByText('No locks: the customer can sign in, refunds and delivery are open.')).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('link', { name: 'Refund', exact: true })).toBeVisible();
});

test('HQ finds the deletion requests: approval refused while products remain says why; another is approved', async ({ page }) => {
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customer deletions' }).click();
  await expect(page).toHaveURL(/\/customer-deletions/);
  const list = page.getByRole('region', { name: 'Pending deletion requests' });
  const blocked = deletionCaseCustomerId(BRANDS, BRAND, 'pendingWithProducts');
  const free = deletionCaseCustomerId(BRANDS, BRAND, 'pending');
  const blockedApprove = list.getByRole('button', { name: `Approve the deletion of account ${blocked}` });
  await expect(blockedApprove).toHaveAttribute('aria-disabled', 'true');
  await expect(list.getByText("Products remain on the customer's smartcard: the account cannot be deleted yet.").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customer-deletions.png` });

  await list.getByRole('button', { name: `Approve the deletion of account ${free}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the deletion' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`The account ${free} is deleted.`)).toBeVisible();
  await expect(list.getByRole('link', { name: String(free), exact: true })).toHaveCount(0);
  await expect(list.getByRole('link', { name: String(blocked), exact: true })).toBeVisible();
});

test('marketing preferences of a customer under 16: promotions and products stay off whatever is ticked', async ({ page }) => {
  const young = smartcardCaseId(BRANDS, BRAND, 'under16');
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${young}`);
  const panel = page.getByRole('region', { name: 'Marketing preferences' });
  await expect(panel.getByText('Over 16')).toBeVisible();
  await panel.getByRole('button', { name: 'Change preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change preferences' });
  await expect(dialog.getByText('Off for a customer under 16, whatever is chosen.').first()).toBeVisible();
  await dialog.getByLabel('Promotions by e-mail').check();
  await dialog.getByLabel('Service updates by e-mail').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marketing preferences saved.')).toBeVisible();
  const field = (label: string) => panel.locator('.panel__field', { has: page.getByText(label, { exact: true }) });
  await expect(field('Promotions by e-mail')).toContainText('No');
  await expect(field('Service updates by e-mail')).toContainText('Yes');
  await expect(field('Over 16')).toContainText('No');
  await panel.screenshot({ path: `${SHOTS}/marketing-preferences.png` });
});

test('account details: a date of birth under 5 years ago is refused in the dialog with the values kept; a name change is saved', async ({ page }) => {
  const id = customerAt(BRANDS, BRAND, 38);
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${id}`);
  const details = page.getByRole('region', { name: 'Account details' });
  await details.getByRole('button', { name: 'Change date of birth' }).click();
  const dob = page.getByRole('dialog', { name: 'Change date of birth' });
  const lastYear = `${new Date().getUTCFullYear() - 1}-06-01`;
  await dob.getByLabel('Date of birth').fill(lastYear);
  await dob.getByRole('button', { name: 'Save' }).click();
  await expect(dob.getByRole('alert')).toHaveText('The date of birth must be at least 5 years ago.');
  await expect(dob.getByLabel('Date of birth')).toHaveValue(lastYear);
  await dob.getByLabel('Date of birth').fill('1980-02-29');
  await dob.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The date of birth is saved.')).toBeVisible();
  await expect(details.getByText('29/02/1980')).toBeVisible();

  await details.getByRole('button', { name: 'Change name' }).click();
  const name = page.getByRole('dialog', { name: 'Change account name' });
  await name.getByLabel('Last name').fill('Okonkwo-Smith');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The account details are saved.')).toBeVisible();
  await expect(details.getByText('Okonkwo-Smith')).toBeVisible();
});

test('addresses: one is added with the shared address form and then changed from its row', async ({ page }) => {
  const id = customerAt(BRANDS, BRAND, 39);
  await signIn(page, `hq@${BRAND}.example`, BRAND);
  await page.goto(`/account/${id}`);
  const panel = page.getByRole('region', { name: 'Addresses' });
  await panel.getByRole('button', { name: 'Add address' }).click();
  const add = page.getByRole('dialog', { name: 'Add address' });
  await add.getByLabel('Address line 1', { exact: false }).first().fill('1 Platform Row');
  await add.getByLabel('Town', { exact: false }).fill('Brighton');
  await add.getByRole('textbox', { name: /^Postcode/ }).fill('XX1');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeVisible();
  await add.getByRole('textbox', { name: /^Postcode/ }).fill('BN1 1AA');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The address is saved.')).toBeVisible();
  await expect(panel.getByRole('cell', { name: '1 Platform Row', exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Change address 1 Platform Row, BN1 1AA' }).click();
  const change = page.getByRole('dialog', { name: 'Change address' });
  await expect(change.getByLabel('Town', { exact: false })).toHaveValue('Brighton');
  await change.getByLabel('Address line 1', { exact: false }).first().fill('2 Platform Row');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The address is saved.')).toBeVisible();
  await expect(panel.getByRole('cell', { name: '2 Platform Row', exact: true })).toBeVisible();
  await expect(panel.getByRole('cell', { name: '1 Platform Row', exact: true })).toHaveCount(0);
});
