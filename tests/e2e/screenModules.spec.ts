// Issue 24: a screen is a module. A BASIC session downloads the modules of the screens it opens, never the
// declaration of a screen only higher levels may open (staff users, deletions, approvals, e-voucher review …).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGate, type Gate } from '../../src/domain/checkGate';
import { gateContextFor } from '../../src/domain/gateContextFor';
import type { BrandProfile } from '../../src/generated/types/BrandProfile';
import { test, expect, signIn } from './support';

const root = join(import.meta.dirname, '../..');
const shell = JSON.parse(readFileSync(join(root, 'src/generated/shell.json'), 'utf8')) as {
  screens: Array<{ id: string; gate: Gate; flag?: string }>;
};
const southern = JSON.parse(readFileSync(join(root, 'src/generated/brands/southern.json'), 'utf8')) as BrandProfile;

test('a BASIC session loads no module of a screen it cannot open', async ({ page }) => {
  const basic = gateContextFor(southern, 'BASIC');
  const hqOnly = shell.screens.filter((s) => !checkGate(s.gate, basic)).map((s) => s.id);
  expect(hqOnly).toEqual(expect.arrayContaining(['searchUsers', 'user', 'smartcardApprovals']));

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'basic@southern.example', 'southern');
  await expect(page.getByRole('heading', { name: 'Customer search' })).toBeVisible();
  // hover and focus every menu entry the user has: preloading follows links, never past the gates
  for (const link of await page.getByRole('navigation').getByRole('link').all()) await link.hover();
  await page.goto('/account/32');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // the generated screen module of /search-customers was loaded: the check below looks at the right names
  expect(scripts.some((path) => /\/searchCustomers-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/account-[\w-]+\.js$/.test(path))).toBe(true);
  for (const id of hqOnly) expect(scripts.filter((path) => new RegExp(`/${id}-[\\w-]+\\.js$`).test(path))).toEqual([]);
  // nor the declarations of every screen and call
  expect(scripts.filter((path) => /\/(screens|api)-[\w-]+\.js$/.test(path))).toEqual([]);
});
