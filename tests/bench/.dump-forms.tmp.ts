import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { chromiumArgs, signInAs } from './benchBrowser';
const base = process.env.BASE ?? 'http://127.0.0.1:8243';
const out = process.env.OUT ?? '/tmp/i24a-html';
const pages = ['/search-customers','/search-orders','/smartcard-transfers','/search-railcards','/search-users','/search-vouchers','/smartcard-approvals','/search-sticket-photos','/compensation/claims','/delay-repay?customerId=32','/card-issuance'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await signInAs(page, base, 'hq@southern.example', 'southern');
for (const url of pages) {
  await page.goto(base + url);
  await page.waitForSelector('form.schema-form');
  await page.waitForLoadState('networkidle');
  const html = await page.$eval('form.schema-form', (f) => f.outerHTML);
  writeFileSync(`${out}/${url.replace(/[/?=]/g, '_')}.html`, html.replace(/></g, '>\n<'));
}
await browser.close();
