// What the browser benches share: how Chromium is started, how staff sign in (the e-mailed code read from the sandbox
// outbox) and the percentile (the keystroke-to-paint method: keystrokeLatency.ts). Bench files only; prints nothing itself.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const demoPassword = process.env.DEMO_PASSWORD ?? 'Demo-password-1!';

/** Signs in as a demo user of `brand` and waits for the first signed-in screen. */
export async function signInAs(page: Page, base: string, email: string, brand: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  const brandSelect = page.getByLabel('Brand');
  if (await brandSelect.count()) await brandSelect.selectOption(brand);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/confirm-login/);
  const reply = await fetch(`${base}/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const { result } = (await reply.json()) as { result: { code: string }[] };
  await page.getByLabel('Code').fill(result[0].code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/search-customers/);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Collects every script the page loads: bytes transferred (body as sent, after content encoding) and the gzip estimate. */
export function scriptCollector(page: Page) {
  const sizes: Promise<{ transferred: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        // responseBodySize is the encoded (on the wire) length of the body, without headers
        const { responseBodySize } = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        return { transferred: responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  return async () => {
    const all = await Promise.all(sizes);
    return {
      transferred: sum(all.map((s) => s.transferred)) / 1024,
      gzip: sum(all.map((s) => s.gzip)) / 1024,
      files: all.length,
    };
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
