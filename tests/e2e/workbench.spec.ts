// `npm run dev`, the workbench (issue 32 items 6-9): the error overlay after edits with and without a page open, a
// generator error met by a config:check already under way, and brand edits — the sandbox API takes the new profile,
// and only the pages of that brand reload. Runs its own dev server on a copy of the project (devServer.ts), whose
// files the tests edit; two brands keep its seed short.
import type { Page } from '@playwright/test';
import { test, expect, PASSWORD } from './support';
import { startDevServer, type DevServer } from './devServer';

const SCREEN = 'schemas/screens/customers/searchCustomers.yaml';
const GATWICK = 'brands/gatwick.yaml';

let dev: DevServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(600_000);
  dev = await startDevServer({ BRANDS: 'gatwick,southern' });
  // the check it runs at start is over: the tests' edits meet an idle workbench
  await dev.waitFor(/config:check clean/, 0, 180_000);
});
test.afterEach(async () => {
  // what the terminal said, beside a failure
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('dev server output', { body: dev.output(), contentType: 'text/plain' });
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await dev?.stop();
});

const overlay = (page: Page) => page.locator('vite-error-overlay');

/** Signs in with the e-mailed code (the dev server's own outbox) and waits for the start page. */
async function signIn(page: Page, email: string, brand: string) {
  await page.goto(`${dev.base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Brand').selectOption(brand);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/confirm-login/);
  const mail = await page.request.get(`${dev.base}/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  await page.getByLabel('Code').fill((await mail.json()).result[0].code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/search-customers/);
}

/** Opens `path` and resolves once Vite's client on it is connected to the dev server. */
async function openConnected(page: Page, path: string) {
  const connected = page.waitForEvent('console', (message) => message.text().includes('[vite] connected'));
  await page.goto(`${dev.base}${path}`);
  await connected;
}

test('a problem fixed while no page was open is not shown to the next page', async ({ page }) => {
  const from = dev.output().length;
  dev.edit(SCREEN, (text) => text.replace('label: CUSTOMER_ID', 'lable: CUSTOMER_ID'));
  await dev.waitFor(/found \d+ problem\(s\)/, from);
  const fixed = dev.output().length;
  dev.edit(SCREEN, (text) => text.replace('lable: CUSTOMER_ID', 'label: CUSTOMER_ID'));
  await dev.waitFor(/config:check clean/, fixed);

  await openConnected(page, '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // what a page is told on connecting comes at once (Vite's kept message) or 50 ms later (the workbench's)
  await page.waitForTimeout(500);
  await expect(overlay(page)).toHaveCount(0);

  // a problem standing when a page opens is still shown to it
  const broken = dev.output().length;
  dev.edit(SCREEN, (text) => text.replace('label: CUSTOMER_ID', 'lable: CUSTOMER_ID'));
  await dev.waitFor(/found \d+ problem\(s\)/, broken);
  await expect(overlay(page)).toContainText('lable');
  const page2 = await page.context().newPage();
  await openConnected(page2, '/login');
  await expect(overlay(page2)).toContainText('lable');
  const clean = dev.output().length;
  dev.edit(SCREEN, (text) => text.replace('lable: CUSTOMER_ID', 'label: CUSTOMER_ID'));
  await dev.waitFor(/config:check clean/, clean);
  await expect(overlay(page)).toHaveCount(0);
  await expect(overlay(page2)).toHaveCount(0);
});

test('a brand file the generator refuses keeps its overlay, whatever the check that was under way found', async ({
  page,
}) => {
  await openConnected(page, '/login');
  const from = dev.output().length;
  dev.edit(SCREEN, (text) =>
    text.replace('field: postcode, label: CUSTOMER_POSTCODE }', 'field: postcode, label: CUSTOMER_LAST_NAME }'),
  );
  // the hot update is out and config:check has started on the files as they were then; the brand file is saved while
  // it runs (it takes a second or more), after it has read the brand files (its first step)
  await dev.waitFor(/hot update/, from);
  await new Promise((resolve) => setTimeout(resolve, 150));
  dev.edit(GATWICK, (text) => text.replace('  enableEvouchers: false', '  enableEvouchrs: false'));
  const refused = await dev.waitFor(/generate found \d+ problem\(s\)/, from);
  expect(refused).toMatch(/generate found/);
  await expect(overlay(page)).toContainText('enableEvouchrs');
  // the check that ends after the refusal is about the brand file as saved
  const afterRefusal = dev.output().indexOf(refused, from);
  const checked = await dev.waitFor(/config:check (clean|found \d+ problem\(s\))/, afterRefusal);
  expect(checked).toMatch(/found/);
  await expect(overlay(page)).toContainText('enableEvouchrs');

  const fixed = dev.output().length;
  dev.edit(GATWICK, (text) => text.replace('  enableEvouchrs: false', '  enableEvouchers: false'));
  dev.edit(SCREEN, (text) =>
    text.replace('field: postcode, label: CUSTOMER_LAST_NAME }', 'field: postcode, label: CUSTOMER_POSTCODE }'),
  );
  await dev.waitFor(/config:check clean/, fixed);
  await expect(overlay(page)).toHaveCount(0);
});

test("a brand edit reaches the sandbox API as the console, and reloads that brand's pages only", async ({
  page,
  browser,
}) => {
  const deploymentFiles: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/deployment.json') deploymentFiles.push(response.status());
  });
  await signIn(page, 'hq@gatwick.example', 'gatwick');
  const records = await page.request.get(`${dev.base}/api/sandbox/demo-records?brand=gatwick`);
  const account: string = (await records.json()).result.paths.account;
  await page.goto(`${dev.base}${account}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-Vouchers' })).toHaveCount(0);

  // another brand's page, in a browser of its own
  const other = await browser.newContext();
  try {
    const southern = await other.newPage();
    await signIn(southern, 'hq@southern.example', 'southern');
    await southern.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const reloaded = page.waitForEvent('load');
    // the account page asks for its vouchers once the brand has them (none asked before: the panel was not there)
    const vouchers = page.waitForResponse((r) => /\/api\/customers\/\d+\/vouchers/.test(r.url()));
    const from = dev.output().length;
    dev.edit(GATWICK, (text) =>
      text
        .replace('  enableEvouchers: false', '  enableEvouchers: true')
        .replace('  enableVoucherCreation: false', '  enableVoucherCreation: true'),
    );
    await dev.waitFor(/reloaded/, from);
    await reloaded;
    await expect(page.getByRole('link', { name: 'E-Vouchers' }).first()).toBeVisible();
    // the API gates the call with the profile the page has (it answered 403 "Unauthorized access." until a restart)
    expect((await vouchers).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'E-vouchers' })).toBeVisible();
    await expect(page.getByText('Unauthorized access.')).toHaveCount(0);

    // the southern page was told too (the same event) and stayed as it was
    expect(await southern.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // the deployment file is the sandbox's, not a 404
    expect(deploymentFiles.length).toBeGreaterThan(0);
    expect(deploymentFiles.every((status) => status === 200)).toBe(true);
  } finally {
    await other.close();
  }
});
