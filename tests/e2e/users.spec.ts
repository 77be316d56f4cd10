import { test, expect, latestCode, PASSWORD, signIn, withMailbox } from './support';
import type { APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// 000 §2 staff users. Accounts of helper F only: hq@southern, supervisor@gatwick (and hq@gatwick as a target).
const SHOTS = '/tmp/shots-F';
mkdirSync(SHOTS, { recursive: true });

function apiToken(request: APIRequestContext, email: string, brand: string): Promise<string> {
  return withMailbox(email, () => apiTokenNow(request, email, brand));
}

async function apiTokenNow(request: APIRequestContext, email: string, brand: string): Promise<string> {
  const first = await request.post('/api/customers/auth', {
    headers: { 'x-brand': brand },
    data: { grant_type: 'password', username: email, password: PASSWORD, session_short: true },
  });
  expect(first.status()).toBe(202);
  const { emailToken } = (await first.json()).result;
  const second = await request.post('/api/customers/admin/auth/secondFactor', {
    data: { secondFactorType: 'EMAIL', code: await latestCode(request, email), token: emailToken, sessionShort: true },
  });
  expect(second.status()).toBe(201);
  return (await second.json()).result.accessToken;
}

test('HQ adds a staff user (confirm step), changes their level, deactivates them and finds it all in their own audit trail', async ({
  page,
}) => {
  await signIn(page, 'hq@southern.example', 'southern');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/search-users/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Staff users', level: 1 })).toBeVisible();

  await main.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  // HQ is offered every level but the station ones (southern has no station levels)
  const level = dialog.getByLabel('Access level');
  await expect(level.locator('option')).toHaveText(['Choose a level', 'Basic', 'Agent', 'Supervisor', 'HQ']);

  // a wrong domain: the confirmation resets to the form with the message, the values kept
  await dialog.getByLabel('E-mail').fill('new.colleague@gmail.com');
  await level.selectOption({ label: 'Agent' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('new.colleague@gmail.com')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not on a staff domain');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('new.colleague@gmail.com');
  await page.screenshot({ path: `${SHOTS}/add-user-error.png` });

  const email = `new.colleague${Date.now()}@southern.example`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('Agent', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`User ${email} has been added successfully`)).toBeVisible();

  // the new user's page
  await expect(page).toHaveURL(/\/user\/\d+$/);
  const newUserId = /\/user\/(\d+)$/.exec(page.url())![1];
  const details = main.locator('[data-panel="userDetails"]');
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('Agent')).toBeVisible();

  await main.getByRole('button', { name: 'Change access level' }).click();
  const change = page.getByRole('dialog', { name: 'Change access level' });
  await change.getByLabel('New access level').selectOption({ label: 'Supervisor' });
  await change.getByRole('button', { name: 'Continue' }).click();
  await change.getByRole('button', { name: 'Change level' }).click();
  await expect(page.getByText(`Access level successfully updated for ${email}`)).toBeVisible();
  await expect(details.getByText('Supervisor')).toBeVisible();

  await main.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const deactivate = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(deactivate).toContainText(`Deactivate ${email}?`);
  await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('User has been deactivated')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/user-detail.png`, fullPage: true });

  // the acting HQ user's own page: their actions, newest first; no Remove or Deactivate on oneself
  await page.goto('/search-users');
  await main.getByLabel('E-mail').fill('hq@');
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await main.getByRole('link', { name: 'hq@southern.example' }).click();
  await expect(details.getByText('hq@southern.example')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
  const trail = main.locator('[data-panel="auditTrail"]');
  const rows = trail.locator('tbody tr');
  // Tests in the other worker sign in as this HQ user too, so their sign-ins may fall between these rows: the
  // order is read from this user's own actions, newest first.
  const deactivated = rows.filter({ hasText: `/api/admin/users/${newUserId}/deactivate` });
  await expect(deactivated).toHaveCount(1);
  await expect(deactivated).toContainText('Deactivate user');
  await expect(deactivated).toContainText('PUT');
  const texts = await rows.allInnerTexts();
  const at = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
  const order = [
    at(new RegExp(`/api/admin/users/${newUserId}/deactivate`)),
    at(new RegExp(`Change access level[\\s\\S]*/api/admin/users/${newUserId}\\b`)),
    at(/Add user/),
    at(/Sign in/),
  ];
  expect(
    order.every((index) => index >= 0),
    `rows: ${texts.join(' | ')}`,
  ).toBe(true);
  expect(order.slice(0, 3)).toEqual([...order.slice(0, 3)].sort((a, b) => a - b));
  const added = rows.nth(order[2]);
  await added.getByText('Show payload').click();
  await expect(added.locator('pre')).toContainText(`"email": "${email}"`);
  const signedIn = rows.filter({ hasText: 'Sign in' }).last();
  await expect(signedIn.locator('pre')).toHaveCount(1);
  await signedIn.getByText('Show payload').click();
  await expect(signedIn.locator('pre')).toContainText('"code": "***"');
  await page.screenshot({ path: `${SHOTS}/own-trail.png`, fullPage: true });
});

test('a SUPERVISOR cannot remove an HQ user: no Remove action, and the API answers 403', async ({ page }) => {
  await signIn(page, 'supervisor@gatwick.example', 'gatwick');
  await page.goto('/search-users?email=hq%40gatwick&page=1&limit=10');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'hq@gatwick.example' }).click();
  await expect(main.locator('[data-panel="userDetails"]').getByText('hq@gatwick.example')).toBeVisible();
  await expect(main.locator('[data-panel="auditTrail"]')).toBeVisible();
  for (const name of ['Remove', 'Deactivate', 'Change access level'])
    await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0);
  const hqId = page.url().split('/').pop();

  // a lower level is theirs to manage; the level select stops at their own, and the current level cannot be chosen
  await page.goto('/search-users?email=basic%40gatwick&page=1&limit=10');
  await main.getByRole('link', { name: 'basic@gatwick.example' }).click();
  await expect(main.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Change access level' }).click();
  const levels = page.getByRole('dialog').getByLabel('New access level').locator('option');
  await expect(levels).toHaveText(['Choose a level', 'Basic (current level)', 'Agent', 'Supervisor']);
  await expect(levels.nth(1)).toBeDisabled();
  await expect(levels.nth(2)).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const token = await apiToken(page.request, 'supervisor@gatwick.example', 'gatwick');
  const refused = await page.request.delete(`/api/admin/users/${hqId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  const still = await page.request.get(`/api/admin/users/${hqId}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await still.json()).result).toMatchObject({ email: 'hq@gatwick.example', active: true });
});
