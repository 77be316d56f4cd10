// Every declared screen (schemas/screens) for southern, which has every feature, as HQ, each on its README demo record
// (GET /api/sandbox/demo-records, server/db/seed/demoRecordPaths.ts). Soft assertions: one run names every screen
// that changed, not only the first.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fixClock, settle, shotOptions, viewAs } from './support';

// Read as data: Playwright's ESM loader does not take the console's JSON imports (src/runtime/screenDefinitions.ts).
const screens = Object.entries(
  JSON.parse(readFileSync(new URL('../../src/generated/screens.json', import.meta.url), 'utf8')) as Record<
    string,
    { route: string }
  >,
).map(([id, screen]) => ({ id, route: screen.route }));

const BRAND = 'southern';

test(`every screen of ${BRAND} as HQ`, async ({ page, request }) => {
  test.setTimeout(600_000);
  const reply = await request.get(`/api/sandbox/demo-records?brand=${BRAND}`);
  const { paths } = (await reply.json()).result as { paths: Record<string, string> };
  await fixClock(page);
  await viewAs(page, BRAND);
  for (const screen of screens) {
    const path = paths[screen.id] ?? (screen.route.includes('{') ? undefined : screen.route);
    await test.step(`${screen.id} ${path ?? '(no demo record)'}`, async () => {
      expect.soft(path, `a demo record for ${screen.id} (server/db/seed/demoRecordPaths.ts)`).toBeDefined();
      if (!path) return;
      await page.goto(path);
      await settle(page);
      await expect.soft(page).toHaveScreenshot(`${BRAND}-hq-${screen.id}.png`, shotOptions(page, true));
    });
  }
});
