import { chromium } from 'playwright-core';
import { chromiumArgs } from './benchBrowser';
const base = process.env.BASE ?? 'http://127.0.0.1:8244';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (let i = 0; i < 3; i++) {
const page = await (await browser.newContext()).newPage();
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources?.map((s: any) => `${s.node?.nodeName}.${s.node?.className ?? ''}#${s.node?.id ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(base + '/login');
await page.getByLabel('E-mail').waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
}
await browser.close();
