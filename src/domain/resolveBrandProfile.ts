// 000 §6 Brand overrides: defaults → operator group → brand (per-user overrides are applied by gateContextFor).
import type { BrandProfile } from '../generated/types/BrandProfile';
import { deepMerge } from './deepMerge';

/** A brand, group or defaults file as written: any subset of a profile. */
export type BrandProfileLayer = Partial<Omit<BrandProfile, 'flags' | 'config' | 'permissions'>> & {
  flags?: Partial<BrandProfile['flags']>;
  config?: Partial<BrandProfile['config']>;
  permissions?: Partial<BrandProfile['permissions']>;
};

export interface BrandProfileLayers {
  /** brand id = file name of the brand file */
  id: string;
  defaults: BrandProfileLayer;
  /** the file named by the brand's operatorGroup, when it names one */
  group?: BrandProfileLayer;
  brand: BrandProfileLayer;
}

/**
 * Resolves one brand. Pure: the caller reads the files and validates the result against
 * schemas/meta/brand.schema.json (the generator does both).
 * @example resolveBrandProfile({ id: 'gatwick', defaults, group: govia, brand: gatwick })
 */
export function resolveBrandProfile({ id, defaults, group, brand }: BrandProfileLayers): BrandProfile {
  const merged = deepMerge<BrandProfile>(
    { userOverrides: {} },
    defaults as Record<string, unknown>,
    group as Record<string, unknown> | undefined,
    brand as Record<string, unknown>,
  );
  // the id always names the brand file, whatever a layer says; keys in the schema's order
  const ordered: Record<string, unknown> = { id };
  for (const key of KEY_ORDER) if (merged[key] !== undefined) ordered[key] = merged[key];
  for (const [key, value] of Object.entries(merged)) if (!(key in ordered)) ordered[key] = value;
  return ordered as unknown as BrandProfile;
}

const KEY_ORDER = [
  'displayName',
  'translationKey',
  'isPrivate',
  'operatorGroup',
  'logo',
  'theme',
  'levels',
  'flags',
  'config',
  'permissions',
  'userOverrides',
] as const satisfies ReadonlyArray<keyof BrandProfile>;
