// Keyboard use (issue 10): signing in without a mouse, a visible focus on every control reached by Tab, and a
// dialog that keeps the focus inside while open and gives it back to its opener when it closes.
import type { Page } from '@playwright/test';
import { test, expect, latestCode, PASSWORD, signIn, withMailbox } from './support';

/** The focused element's outline, as drawn: a focus the user can see has a non-zero outline or box shadow. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { tag: `${el.tagName.toLowerCase()}#${el.id}`, visible: outline || style.boxShadow !== 'none' };
  });
}

test('signs in by keyboard alone, every control it tabs to showing its focus', async ({ page }) => {
  const email = 'agent@southern.example';
  await withMailbox(email, async () => {
    await page.goto('/login');
    const field = page.getByLabel('E-mail');
    await expect(field).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    expect((await focusIndicator(page)).visible).toBe(true);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    if (await page.getByLabel('Brand').count()) {
      await expect(page.getByLabel('Brand')).toBeFocused();
      await page.getByLabel('Brand').selectOption('southern'); // a select takes arrow keys; the choice itself is not under test
      await page.keyboard.press('Tab');
    }
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    expect((await focusIndicator(page)).visible).toBe(true);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/confirm-login/);
    await expect(page.getByLabel('Code')).toBeFocused();
    await page.keyboard.type(await latestCode(page.request, email));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-customers/);
  });
});

test('a dialog keeps the focus inside while open and returns it to its opener on Esc', async ({ page }) => {
  await signIn(page, 'supervisor@gatwick.example', 'gatwick');
  await page.goto('/search-users?email=basic%40gatwick&page=1&limit=10');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'basic@gatwick.example' }).click();
  const opener = main.getByRole('button', { name: 'Change access level' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The form inside loads lazily: tabbing before it has rendered would walk a dialog with only its Close button
  await expect(dialog.getByLabel('New access level')).toBeFocused();
  // Tab round the dialog more times than it has controls: the focus never reaches the page behind it (a native
  // modal <dialog> makes it inert; past the last control Chromium hands the focus to the browser itself, which
  // headless shows as no element focused), and every control it reaches shows its focus
  const reached = new Set<string>();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) => {
      const active = document.activeElement;
      if (active && d.contains(active))
        return `dialog: ${active.tagName} ${active.id} ${active.textContent?.slice(0, 40)}`;
      return active === null || active === document.body ? 'browser' : `page: ${active.outerHTML.slice(0, 80)}`;
    });
    expect(where).not.toMatch(/^page/);
    if (where.startsWith('dialog')) {
      reached.add(where);
      expect((await focusIndicator(page)).visible).toBe(true);
    }
  }
  // the level select, Cancel and the submit button at least, each reached in turn (how many Tabs the browser's own
  // chrome takes between rounds is Chromium's business, so the count of distinct controls is what is asserted)
  expect(reached.size).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
