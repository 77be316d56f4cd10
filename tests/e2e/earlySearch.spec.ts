// Issue 33 item 2: a new tab on a search address sends its search the moment the session refresh answers (src/boot.ts,
// startEarlySearch), before the signed-in code has arrived; the screen shows that reply's rows and asks nothing twice.
import { test, expect, signIn } from './support';

test('a new tab on a search address searches once, before the signed-in code is in, and shows the rows', async ({
  page,
  context,
}) => {
  await signIn(page, 'agent@southern.example', 'southern');
  await expect(page).toHaveURL(/\/search-customers/);
  const tab = await context.newPage();
  const calls: string[] = [];
  const refused: string[] = [];
  tab.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  tab.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  // the signed-in console's code is held until the search has gone out: only boot can have sent it
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await tab.route(/\/assets\/SignedInApp-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const searched = tab.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/customers');
  await tab.goto('/search-customers?surname=Smith&page=1');
  const search = await searched;
  release();
  expect(new URL(search.url()).search).toBe('?surname=Smith&page=1&limit=10');
  await expect(tab.getByRole('row').filter({ hasText: 'Smith' }).first()).toBeVisible();
  expect(calls.filter((c) => c === 'GET /api/admin/customers')).toHaveLength(1);
  expect(calls.filter((c) => c === 'POST /api/customers/auth/refresh')).toHaveLength(1);
  expect(refused).toEqual([]);
});

test('a new tab on a search page with no search made yet sends no search', async ({ page, context }) => {
  await signIn(page, 'agent@southern.example', 'southern');
  await expect(page).toHaveURL(/\/search-customers/);
  const tab = await context.newPage();
  const searches: string[] = [];
  tab.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/customers') searches.push(r.url());
  });
  await tab.goto('/search-customers?surname=Smith');
  await expect(tab.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
});
