// Issue 20, the screen catalogue: a deep link shows one screen for one brand and level — where it is declared,
// whether the level opens it, what it sees — and "Open it live" shows the screen itself as that brand's demo account.
import { expect, test } from './support';

test('a deep link shows the account screen for gatwick AGENT, and opens it live as agent@gatwick.example', async ({
  page,
}) => {
  await page.goto('/catalogue/account?brand=gatwick&level=AGENT');
  const screen = page.getByRole('region', { name: /Customer account/ });
  await expect(screen).toContainText('schemas/screens/customers/account.yaml:');
  await expect(screen.getByRole('heading', { name: 'What AGENT of Gatwick Express sees' })).toBeVisible();
  await expect(page.getByLabel('Brand')).toHaveValue('gatwick');
  await expect(page.getByLabel('Level')).toHaveValue('AGENT');
  // the grid: gatwick's AGENT cell is the chosen one
  await expect(page.getByRole('link', { name: 'Gatwick Express AGENT: yes' })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Open it live as AGENT of Gatwick Express' }).click();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer account' })).toBeVisible();
  await expect(page.getByText('agent@gatwick.example')).toBeVisible();
});

test('shows which brands and levels see one element, and a screen a level cannot open', async ({ page }) => {
  await page.goto('/catalogue/searchCustomers?brand=trainhugger&level=HQ');
  await page.getByLabel('Show who sees').selectOption('filter isrn');
  // ISRN search is a flag of the govia brands: trainhugger's HQ does not get the filter, southern's BASIC does
  await expect(page.getByRole('link', { name: 'Trainhugger HQ: no' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Southern BASIC: yes' })).toBeVisible();

  await page.goto('/catalogue/smartcardApprovals?brand=southern&level=BASIC');
  await expect(page.getByRole('status').filter({ hasText: 'cannot open this screen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Open it live/ })).toHaveCount(0);
});
