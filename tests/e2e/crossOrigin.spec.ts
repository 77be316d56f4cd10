// Issue 19: the built console served from one origin (scripts/serveConsole.ts, E2E_CONSOLE_PORT) with a deployment
// file that sends every brand's calls to the sandbox API on another origin (E2E_PORT): sign in with the e-mailed
// code, resume the session in a new tab through the refresh cookie, and search a customer — every API call going to
// the API origin, none refused by the page's policy.
import { test, expect, latestCode, withMailbox } from './support';

const apiPort = Number(process.env.E2E_PORT ?? 8181);
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? apiPort + 1);
const consoleOrigin = `http://127.0.0.1:${consolePort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;

test('a console on its own origin signs in, refreshes the session and searches against the brand API on another', async ({
  page,
  context,
}) => {
  const apiCalls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  const email = 'basic@southern.example';
  await withMailbox(email, async () => {
    await page.goto(`${consoleOrigin}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'Demo-password-1!');
    // the deployment file offers two brands: the selector shows them
    await page.getByLabel('Brand').selectOption('southern');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/confirm-login/);
    await page.getByLabel('Code').fill(await latestCode(page.request, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${consoleOrigin}/search-customers`);
  });

  // the page's policy names the API host it was deployed against
  const policy = (await page.request.get(`${consoleOrigin}/search-customers`)).headers()['content-security-policy'];
  expect(policy).toContain(`connect-src 'self' ${apiOrigin}`);

  // a new tab has only the cookies: it resumes the session with the refresh cookie of the API origin
  const tab = await context.newPage();
  await tab.goto(`${consoleOrigin}/search-customers`);
  await expect(tab.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  expect(apiCalls.some((url) => url === `${apiOrigin}/api/customers/auth/refresh`)).toBe(true);

  await tab.getByLabel('Surname').fill('Smith');
  await tab.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(tab.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((url) => !url.startsWith(`${apiOrigin}/api/`))).toEqual([]);
  for (const p of [page, tab]) {
    expect(await p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
});

test('a console whose deployment file is invalid says so instead of showing a blank page', async ({ page }) => {
  await page.route(`${consoleOrigin}/deployment.json`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ brands: [{ id: 'northern', apiBaseUrl: 'api.northern.example' }] }),
    }),
  );
  await page.goto(`${consoleOrigin}/login`);
  await expect(page.getByRole('heading', { name: 'The console cannot start' })).toBeVisible();
  await expect(page.getByText('unknown brand "northern"')).toBeVisible();
});
