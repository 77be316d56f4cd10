// Resolved brand profiles the server checks gates against (docs/architecture.md "Brand profiles").
// Prefers the generated documents (src/generated/brands/{brand}.json, `npm run generate`); while they do not exist
// yet it resolves brands/*.yaml itself with the same merge rule (defaults ← group ← brand; objects deep, rest replace).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Gate, GateContext } from '../src/domain/checkGate';

export interface BrandProfile {
  id: string;
  displayName?: string;
  flags: Record<string, boolean>;
  config: Record<string, unknown>;
  permissions: Record<string, Gate>;
  userOverrides?: Record<string, { flags?: Record<string, boolean>; permissions?: Record<string, Gate> }>;
  [key: string]: unknown;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = join(ROOT, 'src/generated/brands');
const BRANDS_DIR = join(ROOT, 'brands');

/** Every brand the project defines (file names under brands/, or the generated documents). */
export function allBrandIds(): string[] {
  const dir = existsSync(GENERATED) ? GENERATED : BRANDS_DIR;
  const ext = dir === GENERATED ? '.json' : '.yaml';
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('_'))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

export function loadBrandProfiles(ids: string[]): Map<string, BrandProfile> {
  return new Map(ids.map((id) => [id, loadBrandProfile(id)]));
}

function loadBrandProfile(id: string): BrandProfile {
  const generated = join(GENERATED, `${id}.json`);
  if (existsSync(generated)) return JSON.parse(readFileSync(generated, 'utf8')) as BrandProfile;
  return resolveFromYaml(id);
}

/** Temporary resolver, used only until the generated profiles exist. */
function resolveFromYaml(id: string): BrandProfile {
  const read = (file: string) => (existsSync(file) ? ((parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>) : {});
  const brand = read(join(BRANDS_DIR, `${id}.yaml`));
  const group = typeof brand.operatorGroup === 'string' ? read(join(BRANDS_DIR, '_groups', `${brand.operatorGroup}.yaml`)) : {};
  const merged = [read(join(BRANDS_DIR, '_defaults.yaml')), group, brand].reduce(deepMerge, {});
  return { flags: {}, config: {}, permissions: {}, ...merged, id } as BrandProfile;
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = isObject(prev) && isObject(value) ? deepMerge(prev, value) : value;
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What checkGate needs for one signed-in user of a brand (per-user overrides applied, 000 §6). */
export function gateContext(profile: BrandProfile, email: string, level: number): GateContext {
  const override = profile.userOverrides?.[email.toLowerCase()] ?? {};
  return {
    level,
    flags: { ...profile.flags, ...override.flags },
    permissions: { ...profile.permissions, ...override.permissions },
  };
}

/** A numeric constant of the profile (000 §9), with the spec's default when the profile lacks it. */
export function configNumber(profile: BrandProfile, key: string, fallback: number): number {
  const value = profile.config[key];
  return typeof value === 'number' ? value : fallback;
}
