import { chromium } from 'playwright-core';
import { chromiumArgs, signInAs } from './benchBrowser';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (const base of ['http://127.0.0.1:8243', 'http://127.0.0.1:8244']) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(page, base, 'hq@southern.example', 'southern');
  const out: string[] = [];
  for (const url of ['/search-vouchers', '/search-customers', '/delay-repay', '/compensation/claims']) {
    await page.goto(base + url);
    await page.waitForSelector('form.schema-form button[type=submit]');
    await page.waitForLoadState('networkidle');
    const box = await page.locator('form.schema-form button[type=submit]').boundingBox();
    const form = await page.locator('form.schema-form').boundingBox();
    out.push(`${url} button y=${box?.y.toFixed(1)} form h=${form?.height.toFixed(1)}`);
  }
  console.log(base, '\n ', out.join('\n  '));
}
await browser.close();
