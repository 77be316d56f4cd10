import { test, expect, signIn, submitPassword } from './support';

test('a BASIC user signs in with the e-mailed code, searches, pages and opens an account', async ({ page }) => {
  // issue 9: the CSP has no 'unsafe-inline' for styles; nothing the console does may be refused by it
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto('/search-customers');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'basic@southern.example', 'southern');
  await expect(page).toHaveURL(/\/search-customers/);

  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeDisabled();
  await page.getByLabel('Surname').fill('Smith');
  await expect(search).toBeEnabled();
  await search.click();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page).toHaveURL(/surname=Smith/);
  const firstPageFirstId = await rows.nth(1).getByRole('cell').first().innerText();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.nth(1).getByRole('cell').first()).not.toHaveText(firstPageFirstId);

  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/account\/\d+/);
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(page.getByText('Smith').first()).toBeVisible();

  const history = page.getByRole('region', { name: 'Orders history' });
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  const firstOrder = await history.getByRole('row').nth(1).getByRole('cell').first().innerText();
  await history.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(history.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstOrder);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('the refresh token is out of reach of scripts, and a new tab still resumes the session through its HttpOnly cookie', async ({
  page,
  context,
}) => {
  await signIn(page, 'basic@southern.example', 'southern');
  await expect(page).toHaveURL(/\/search-customers/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('refreshToken');
  const cookie = (await context.cookies()).find((c) => c.name === 'refreshToken');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/customers/auth' });
  const tab = await context.newPage();
  await tab.goto('/search-customers');
  await expect(tab.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(tab).toHaveURL(/\/search-customers/);
});

test('a BASIC user opening /search-users is told "Unauthorized access." and sent back', async ({ page }) => {
  await signIn(page, 'basic@southern.example', 'southern');
  await expect(page).toHaveURL(/\/search-customers/);
  await page.goto('/search-users');
  await expect(page.getByText('Unauthorized access.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/search-users/);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await submitPassword(page, 'agent@southern.example', 'southern', 'Not-the-password-1!');
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
