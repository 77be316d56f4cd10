// Issue 32 item 10: the deployment file moved a brand to another API host since the console last ran in this browser
// (the `apiBase` cookie of decision 2497 still names the old one). A returning tab sends its session refresh only to
// the host the file names now — never to the old one, which (another API, or the same one under a name it no longer
// answers to) refuses the token and clears the refresh cookie, sending the user to /login (decision 2535).
import { test, expect, latestCode, PASSWORD, withMailbox } from './support';

const apiPort = Number(process.env.E2E_PORT ?? 8181);
const consolePort = Number(process.env.E2E_CONSOLE_PORT ?? apiPort + 1);
const consoleOrigin = `http://127.0.0.1:${consolePort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
/**
 * Where the brand's API was before the move: `/api` on the console's own origin (as the sandbox's own deployment file
 * has it), an address the page's connect-src allows ('self'); the browser's requests there are answered below.
 */
const oldBase = '/api';

test('a returning tab refreshes its session at the host the deployment file names now, not the remembered one', async ({
  page,
  context,
}) => {
  const email = 'basic@thameslink.example';
  await withMailbox(email, async () => {
    await page.goto(`${consoleOrigin}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Brand').selectOption('thameslink');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/confirm-login/);
    await page.getByLabel('Code').fill(await latestCode(page.request, email));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${consoleOrigin}/search-customers`);
  });
  // a host remembered from before the move, as the console of decision 2497 kept it in the `apiBase` cookie
  await context.addCookies([
    {
      name: 'apiBase',
      value: encodeURIComponent(JSON.stringify({ brand: 'thameslink', apiBaseUrl: oldBase })),
      url: consoleOrigin,
      sameSite: 'Strict',
    },
  ]);

  // the old host, as an API that no longer holds this session would answer: refused, refresh cookie cleared (the cookie
  // is the host's, whatever the port)
  const oldHost: string[] = [];
  await context.route(`${consoleOrigin}${oldBase}/**`, (route) => {
    oldHost.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'Set-Cookie': 'refreshToken=; Path=/api/customers/auth; Max-Age=0; SameSite=Strict' },
      body: JSON.stringify({ errors: [{ code: '2', message: 'Invalid refresh token' }] }),
    });
  });
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/customers/auth/refresh') && request.method() === 'POST') refreshes.push(request.url());
  });

  const tab = await context.newPage();
  await tab.goto(`${consoleOrigin}/search-customers`);
  await expect(tab.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(tab).toHaveURL(`${consoleOrigin}/search-customers`);
  expect(oldHost).toEqual([]);
  expect(refreshes).toEqual([`${apiOrigin}/api/customers/auth/refresh`]);
});
