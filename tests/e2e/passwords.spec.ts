import { test, expect, latestMail, PASSWORD } from './support';

// Accounts of brands no other browser test uses, so each test stands on its own.
test('reset password: e-mailed link, a policy failure, then a new password that signs in', async ({ page }) => {
  const email = 'agent@thameslink.example';
  const newPassword = 'Thameslink-new-pass-7!';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page).toHaveTitle(/Reset password/);
  await page.getByLabel('E-mail').fill(email);
  const brand = page.getByLabel('Brand');
  if (await brand.count()) await brand.selectOption('thameslink');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(`The request was registered for ${email}.`);

  const link = /https?:\/\/\S+\/change-password\?token=\S+/.exec((await latestMail(page.request, email)).body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveTitle(/Change password/);

  const newField = page.locator('#root_password');
  const retype = page.locator('#root_retypePassword');
  const submit = page.getByRole('button', { name: 'Change password' });
  if (await page.locator('#root_brand').count()) await page.locator('#root_brand').selectOption('thameslink');

  // policy failure: the checklist under the field says what is missing, and the button stays disabled
  await newField.fill('tooshort');
  const policy = page.locator('#root_password__policy');
  await expect(newField).toHaveAttribute('aria-describedby', /root_password__policy/);
  await expect(policy.getByRole('listitem').filter({ hasText: 'at least 12 characters' })).toContainText('(missing)');
  await expect(policy.getByRole('listitem').filter({ hasText: 'one uppercase letter' })).toContainText('(missing)');
  await retype.fill('tooshort');
  await expect(submit).toBeDisabled();

  // retype mismatch
  await newField.fill(newPassword);
  await expect(policy.getByRole('listitem').filter({ hasText: 'at least 12 characters' })).toContainText('(done)');
  await retype.fill(`${newPassword}x`);
  await expect(page.getByRole('alert')).toHaveText('Provided passwords are different.');
  await expect(submit).toBeDisabled();

  // the old password is refused by the server (code 1001) and what was typed stays
  await newField.fill(PASSWORD);
  await retype.fill(PASSWORD);
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('Passwords can not be identical');
  await expect(newField).toHaveValue(PASSWORD);

  await newField.fill(newPassword);
  await retype.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await page.getByRole('link', { name: 'Sign in with the new password' }).click();

  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption('thameslink');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/confirm-login/);
  await page.getByLabel('Authentication code').fill((await latestMail(page.request, email)).code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/search-customers/);
  await expect(page.getByText(email)).toBeVisible();
});

test('second factor: a resend makes the first code stop working; the new one signs in', async ({ page }) => {
  const email = 'supervisor@southeastern.example';
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption('southeastern');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/confirm-login/);
  await expect(page).toHaveTitle(/Confirm sign-in/);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();

  const first = (await latestMail(page.request, email)).code;
  const wrong = first === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await code.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Code does not match');
  await expect(code).toHaveValue(wrong);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toHaveText('A new authentication code has been sent to your e-mail.');
  const second = (await latestMail(page.request, email)).code;

  if (second !== first) {
    await code.fill(first);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toContainText('expired or was already used');
    await expect(page).toHaveURL(/\/confirm-login/);
  }

  await code.fill(second);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/search-customers/);
});

test('a disabled account sees its catalogue message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('disabled@gatwick.example');
  await page.getByLabel('Password').fill(PASSWORD);
  if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption('gatwick');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is disabled. Please contact your team leader.');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('E-mail')).toHaveValue('disabled@gatwick.example');
});

test('an expired password is directed to Forgot password, which starts with the e-mail typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('expired@gatwick.example');
  await page.getByLabel('Password').fill(PASSWORD);
  if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption('gatwick');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your password has expired');
  await alert.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByLabel('E-mail')).toHaveValue('expired@gatwick.example');
});

test('after logout the next user of the tab sees nothing of the previous session', async ({ page }) => {
  const signIn = async (email: string, brand: string) => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption(brand);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/confirm-login/);
    await page.getByLabel('Authentication code').fill((await latestMail(page.request, email)).code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/search-customers/);
    // the search screen drawn: the sign-in's own navigation is over before the test navigates the tab itself
    await expect(page.getByLabel('Surname')).toBeVisible();
  };
  await page.goto('/login');
  await signIn('basic@trainhugger.example', 'trainhugger');
  await page.getByLabel('Surname').fill('Smith');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/account\/\d+/);
  const account = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);

  // another brand's user in the same tab, without a reload: the account must come from the server (404), not the cache
  await signIn('basic@ticketyboo.example', 'ticketyboo');
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, account);
  await expect(page.getByText('Requested data not found').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account details' })).toHaveCount(0);
});

test('the next user of the tab does not land on the page, or the search terms, the last one left', async ({ page }) => {
  const signIn = async (email: string, brand: string) => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    if (await page.getByLabel('Brand').count()) await page.getByLabel('Brand').selectOption(brand);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/confirm-login/);
    await page.getByLabel('Authentication code').fill((await latestMail(page.request, email)).code);
    await page.getByRole('button', { name: 'Confirm' }).click();
  };
  // Layout's logout ends the session, waits for the server's DELETE, then replaces the entry with /login: the test
  // navigates the tab only after that, or the replace would drop the entry it pushed
  const logout = async () => {
    const signedOut = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/auth/'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await signedOut;
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  };
  const openInTab = (path: string) =>
    page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await page.goto('/login');
  await signIn('basic@trainhugger.example', 'trainhugger');
  await expect(page).toHaveURL(/\/search-customers/);
  await logout();

  // the signed-out user's search, opened again in the tab (history, a bookmark): sign-in is asked, and remembers it
  await openInTab('/search-customers?surname=Smith');
  await expect(page).toHaveURL(/\/login$/);
  await signIn('basic@ticketyboo.example', 'ticketyboo');
  // another user: home, with nothing of the last one's search
  await expect(page).toHaveURL(/\/search-customers$/);
  await expect(page.getByLabel('Surname')).toHaveValue('');

  // the same user again gets back to where they were
  await logout();
  await openInTab('/search-customers?surname=Jones');
  await expect(page).toHaveURL(/\/login$/);
  await signIn('basic@ticketyboo.example', 'ticketyboo');
  await expect(page).toHaveURL(/\/search-customers\?surname=Jones$/);
});
