// Shared steps of the browser tests: the demo password, the sandbox outbox and signing in with the e-mailed code.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-password-1!';

/** The newest sandbox e-mail to `email` (second-factor codes and reset links). */
export async function latestMail(request: APIRequestContext, email: string): Promise<{ body: string; code: string }> {
  const reply = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  expect(reply.ok()).toBe(true);
  const { result } = await reply.json();
  expect(result.length).toBeGreaterThan(0);
  return result[0];
}

export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  return (await latestMail(request, email)).code;
}

/** Fills the sign-in form (choosing the brand when the selector shows) and stops at the second-factor page. */
export async function submitPassword(page: Page, email: string, brand: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const brandSelect = page.getByLabel('Brand');
  if (await brandSelect.count()) await brandSelect.selectOption(brand);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with the e-mailed code and waits for the start page (/search-customers). */
export async function signIn(page: Page, email: string, brand: string) {
  await submitPassword(page, email, brand);
  await expect(page).toHaveURL(/\/confirm-login/);
  await page.getByLabel('Code').fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/search-customers/);
}
