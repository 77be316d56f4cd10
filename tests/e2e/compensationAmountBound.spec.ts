import { test, expect, signIn } from './support';
import { allBrandIds } from '../../server/brands';
import { compensationDemoRequestId } from '../../server/db/seed/compensation';

// Issue 32 item 18 (001 §5 "Compensation amount … max configured maximum"): the claim page's Change amount and Add
// payment dialogs refuse more than the brand's compensationWhitelistMaxAmount (£1,000.00 in southern) beside the field,
// in pounds, and send nothing; the maximum itself is accepted.
const BRAND = 'southern';
const BRANDS = allBrandIds();

for (const { action, title, state, path } of [
  {
    action: 'Change amount',
    title: 'Change amount',
    state: 'season-new',
    path: '/delay-repay/whitelist/update-customer',
  },
  {
    action: 'Add payment',
    title: 'Add an incremental payment',
    state: 'approved',
    path: '/delay-repay/compensation/incremental-payment',
  },
] as const) {
  test(`${action} refuses £1,000,000 in the form, naming the configured maximum, before calling the server`, async ({
    page,
  }) => {
    await signIn(page, `hq@${BRAND}.example`, BRAND);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes(path)) sent.push(request.url());
    });
    await page.goto(`/compensation/claims/${compensationDemoRequestId(BRANDS, BRAND, 'whitelist', state)}`);
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: title });
    const amount = dialog.getByRole('textbox');
    await amount.fill('1000000');
    await expect(dialog.getByText('Enter an amount of at most £1,000.00, the configured maximum.')).toBeVisible();
    const submit = dialog.locator('button[type=submit]');
    await expect(submit).toBeDisabled();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await amount.fill('1000');
    await expect(dialog.getByText('Enter an amount of at most £1,000.00, the configured maximum.')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });
}
