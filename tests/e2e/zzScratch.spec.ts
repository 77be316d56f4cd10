import { test, signIn } from './support';

test('scratch drc', async ({ page }) => {
  await signIn(page, 'supervisor@southern.example', 'southern');
  await page.goto(`/account/18`);
  const panel = page.getByRole('region', { name: 'Digital railcards' });
  await page.waitForTimeout(2000);
  console.log('BUTTONS:', await panel.getByRole('button').allInnerTexts());
  await panel.getByRole('button', { name: /^Block/ }).first().click();
  await page.waitForTimeout(300);
  const b = await page.locator('body').innerText(); console.log('AFTER CLICK:', b.split('\n').filter((l) => /block|activ|confirm/i.test(l)).join(' | '));
  await page.waitForTimeout(3000); const c = await page.locator('body').innerText(); console.log('LATER:', c.split('\n').filter((l) => /block|activ|confirm/i.test(l)).join(' | '));
});
