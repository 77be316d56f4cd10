// Resolved brand profiles the server checks gates against (docs/architecture.md "Brand profiles"): the same
// generated documents the console loads (src/generated/brands/{brand}.json, written by `npm run generate`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandProfile } from '../src/generated/types/BrandProfile';

export type { BrandProfile };

const GENERATED = fileURLToPath(new URL('../src/generated/brands', import.meta.url));

/** Every brand the project defines. */
export function allBrandIds(): string[] {
  if (!existsSync(GENERATED)) throw new Error(`${GENERATED} is missing: run \`npm run generate\``);
  return readdirSync(GENERATED)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function loadBrandProfiles(ids: string[]): Map<string, BrandProfile> {
  return new Map(
    ids.map((id) => {
      const file = join(GENERATED, `${id}.json`);
      if (!existsSync(file)) throw new Error(`Unknown brand "${id}" (no ${file}); known: ${allBrandIds().join(', ')}`);
      return [id, JSON.parse(readFileSync(file, 'utf8')) as BrandProfile];
    }),
  );
}

/**
 * `npm run dev`: reads the profiles of `brands` again (their files were regenerated after an edit) into `profiles`, the
 * map the running API checks gates against, so the API and the reloaded console agree without a restart. A brand the
 * deployment does not offer stays out.
 */
export function refreshBrandProfiles(profiles: Map<string, BrandProfile>, brands: readonly string[]): void {
  const offered = brands.filter((id) => profiles.has(id));
  for (const [id, profile] of loadBrandProfiles(offered)) profiles.set(id, profile);
}
