import type { Gate } from '../../domain/checkGate';

/** An entry of src/generated/brandIndex.json (what the selector needs before a profile is loaded). */
export interface BrandSummary {
  id: string;
  displayName: string;
  logo?: string;
  translationKey?: string;
}

/** The parts of a resolved profile (src/generated/brands/{brand}.json) the shell reads. */
export interface ShellProfile {
  id: string;
  displayName: string;
  logo?: string;
  theme?: Record<string, string>;
  flags: Record<string, boolean>;
  config: Record<string, unknown>;
  permissions: Record<string, Gate>;
  userOverrides: Record<string, { flags?: Record<string, boolean>; permissions?: Record<string, Gate> }>;
}

// Globs rather than imports: each profile becomes its own chunk, loaded once the brand is known,
// and the shell still builds while `npm run generate` has not written them yet.
const indexFiles = import.meta.glob<unknown>('../../generated/brandIndex.json', { eager: true, import: 'default' });
const profileFiles = import.meta.glob<ShellProfile>('../../generated/brands/*.json', { import: 'default' });
const logoFiles = import.meta.glob<string>('../../../brands/logos/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

function readIndex(raw: unknown): BrandSummary[] {
  const list = Array.isArray(raw)
    ? raw
    : Array.isArray((raw as { brands?: unknown })?.brands)
      ? (raw as { brands: unknown[] }).brands
      : [];
  return list
    .filter((b): b is BrandSummary => typeof (b as BrandSummary)?.id === 'string')
    .map((b) => ({ ...b, displayName: b.displayName ?? b.id }));
}

/**
 * 000 §1: the brands this deployment offers — all generated brands, narrowed by `VITE_BRANDS`
 * (comma-separated ids) when set.
 */
export function availableBrands(
  index: unknown = Object.values(indexFiles)[0],
  allowed: string | undefined = import.meta.env.VITE_BRANDS,
): BrandSummary[] {
  const all = readIndex(index);
  const wanted = (allowed ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return wanted.length ? all.filter((b) => wanted.includes(b.id)) : all;
}

/**
 * 000 §1 at run time: the brands the server offers (GET /config/brands, the deployment's `BRANDS`),
 * in the server's order, limited to brands this build has a profile for (the console cannot show
 * another). Without a usable answer (an older server, a failed call) the build's list stands.
 */
export function offeredBrands(server: unknown, built: readonly BrandSummary[]): BrandSummary[] {
  const list = readIndex(server);
  if (list.length === 0) return [...built];
  const byId = new Map(built.map((b) => [b.id, b]));
  const offered = list.flatMap((b) => {
    const known = byId.get(b.id);
    return known ? [{ ...known, displayName: b.displayName ?? known.displayName }] : [];
  });
  return offered.length ? offered : [...built];
}

/** The selector shows only when more than one brand is available (000 §1). */
export function brandSelectorShown(brands: readonly BrandSummary[]): boolean {
  return brands.length > 1;
}

export async function loadBrandProfile(brand: string): Promise<ShellProfile> {
  const load = profileFiles[`../../generated/brands/${brand}.json`];
  if (!load) throw new Error(`Unknown brand "${brand}": no src/generated/brands/${brand}.json`);
  const profile = await load();
  loadedProfiles.set(brand, profile);
  return profile;
}

const loadedProfiles = new Map<string, ShellProfile>();

/**
 * The profile if it has already arrived (main.tsx starts it for a returning tab): the signed-in app renders with it
 * at once instead of one more render after a promise.
 */
export function loadedBrandProfile(brand: string | undefined): ShellProfile | undefined {
  return brand === undefined ? undefined : loadedProfiles.get(brand);
}

/** URL of `brands/logos/{file}` (the profile's `logo`, else `{brand}.svg`), or undefined. */
export function logoUrl(brand: string, logo?: string): string | undefined {
  return (
    logoFiles[`../../../brands/logos/${logo ?? `${brand}.svg`}`] ?? logoFiles[`../../../brands/logos/${brand}.svg`]
  );
}

/** Theme: CSS custom properties of the profile on the document root. */
export function applyTheme(
  theme: Record<string, string> | undefined,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(theme ?? {})) {
    if (name.startsWith('--')) root.style.setProperty(name, value);
  }
}
