// The sign-in page and the signed-in shell (the customer search, the first page after sign-in) of every brand: the
// brand's theme, logo and menu.
import { expect, test } from '@playwright/test';
import { BRANDS, fixClock, settle, shotOptions, viewAs } from './support';

for (const brand of BRANDS) {
  test(`${brand}: sign-in page and signed-in shell`, async ({ page }) => {
    await fixClock(page);
    await page.goto('/login');
    await settle(page);
    const brandField = page.getByLabel('Brand');
    if (await brandField.count()) await brandField.selectOption(brand);
    await expect.soft(page).toHaveScreenshot(`${brand}-sign-in.png`, shotOptions(page));
    await viewAs(page, brand);
    await expect.soft(page).toHaveScreenshot(`${brand}-shell.png`, shotOptions(page));
  });
}
