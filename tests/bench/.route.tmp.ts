import { chromium } from 'playwright-core';
import { chromiumArgs, signInAs } from './benchBrowser';
const base = process.env.BASE ?? 'http://127.0.0.1:8244';
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const c0 = await browser.newContext();
await signInAs(await c0.newPage(), base, process.env.EMAIL ?? 'hq@southern.example', 'southern');
const cookies = await c0.cookies();
for (const url of urls) {
  const ctx = await browser.newContext(); await ctx.addCookies(cookies);
  const page = await ctx.newPage();
  const rows: Promise<[number, string]>[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') rows.push((async () => { const s = await r.request().sizes(); return [s.responseBodySize, new URL(r.url()).pathname] as [number, string]; })()); });
  await page.goto(base + url);
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(500); await page.waitForLoadState('networkidle');
  const all = (await Promise.all(rows)).sort((a, b) => b[0] - a[0]);
  console.log(url, (all.reduce((s, r) => s + r[0], 0) / 1024).toFixed(1), 'KB');
  for (const [n, p] of all) console.log('  ', (n / 1024).toFixed(1).padStart(6), p);
  cookies.splice(0, cookies.length, ...(await ctx.cookies()));
  await ctx.close();
}
await browser.close();
