import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { BARE_CUSTOMER, bareCustomerId } from '../../server/db/seed';
import { showcaseOrderId } from '../../server/db/seed/orders';

// Each test signs in with its own account (refresh tokens are single-use; other specs use basic@ and agent@southern).
test('a brand without ISRN search hides those filters; no match says so; Reset clears results and address', async ({
  page,
}) => {
  await signIn(page, 'agent@gatwick.example', 'gatwick');
  await expect(page.getByLabel('Surname')).toBeVisible();
  await expect(page.getByLabel('Smartcard number (ISRN)')).toHaveCount(0);
  await expect(page.getByLabel('Railcard number')).toHaveCount(0);

  await page.getByLabel('Surname').fill('Zzzqx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Shown on the page, and said once by the short results status (the table is not a live region).
  await expect(page.locator('.search-results').getByText('No results found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No results found');
  await expect(page).toHaveURL(/surname=Zzzqx/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('No results found')).toHaveCount(0);
  await expect(page).toHaveURL(/\/search-customers$/);
  await expect(page.getByLabel('Surname')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
});

test('an unknown account id shows the not-found notice, not a broken page', async ({ page }) => {
  await signIn(page, 'station_agent@southern.example', 'southern');
  await page.goto('/account/99999999');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Customer account' })).toBeVisible();
  await expect(main.getByText('Requested data not found')).toBeVisible();
  await main.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/search-customers/);
});

test('the Users menu entry shows for HQ and not for BASIC', async ({ page, browser }) => {
  await signIn(page, 'hq@thameslink.example', 'thameslink');
  const hqMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(hqMenu.getByRole('link', { name: 'Users' })).toBeVisible();

  const basic = await browser.newPage();
  await signIn(basic, 'basic@thameslink.example', 'thameslink');
  const basicMenu = basic.getByRole('navigation', { name: 'Main menu' });
  await expect(basicMenu.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(basicMenu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await basic.close();
});

test('an account without addresses, account changes or orders shows each empty notice', async ({ page }) => {
  // The seed leaves each brand's 47th customer bare (server/db/seed.ts BARE_CUSTOMER): southern 326 with all brands.
  const id = bareCustomerId(
    allBrandIds(),
    'southern',
    BARE_CUSTOMER.noAddresses | BARE_CUSTOMER.noTrail | BARE_CUSTOMER.noOrders,
  );
  await signIn(page, 'supervisor@southern.example', 'southern');
  // After sign-in the keyboard starts at the page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Customer search' })).toBeFocused();

  await page.goto(`/account/${id}`);
  await expect(
    page.getByRole('region', { name: 'Account details' }).getByText(String(id), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Addresses' }).getByText('No addresses')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account changes' }).getByText('No account changes')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders history' }).getByText('No orders')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

// 000 §2 customer search row actions: 'show customer e-mail for confirmation' and 'register customer' (issue a
// smartcard to the account found), in the browser.
test("the customer search's row actions show the e-mail for confirmation and issue a smartcard", async ({ page }) => {
  const brand = 'southeastern';
  // a customer without a smartcard that no other browser test changes
  // kept lower-cased, as every account's e-mail
  const email = `showcase.notonline@${brand}.example`;
  const customerId = showcaseOrderId(allBrandIds(), brand, 'notOnline');
  await signIn(page, `station_supervisor@${brand}.example`, brand);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: String(customerId) });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Show e-mail of customer ${customerId} for confirmation` }).click();
  const confirm = page.getByRole('dialog', { name: "Confirm the customer's e-mail" });
  await expect(confirm.getByText(email, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toHaveCount(0);
  // the row's link was not followed
  await expect(page).toHaveURL(/\/search-customers/);

  await row.getByRole('button', { name: `Issue smartcard to customer ${customerId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue smartcard' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByLabel('Title').selectOption('Mr');
  await dialog.getByLabel('Address line 1').fill('2 Station Approach');
  await dialog.getByLabel('Town').fill('Ashford');
  await dialog.getByLabel('Postcode').fill('TN24 8QX');
  const isrn = `633597${String(Date.now()).slice(-12).padStart(12, '0')}`;
  await dialog.getByLabel('Smartcard number').fill(isrn);
  await dialog.getByLabel('The customer confirmed these details are correct').check();
  await dialog.getByLabel('The customer is 16 or over').check();
  await dialog.getByRole('button', { name: 'Issue smartcard' }).click();
  const done = page.getByRole('dialog', { name: 'Smartcard issued' });
  await expect(done.getByRole('status')).toContainText(`Customer account ${customerId} has the smartcard.`);
  await done.getByRole('link', { name: `Open customer account ${customerId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${customerId}$`));
});
