// Reads brands/_defaults.yaml, brands/_groups/*.yaml and brands/*.yaml and resolves each brand.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrandProfile } from '../../src/generated/types/BrandProfile';
import { resolveBrandProfile, type BrandProfileLayer } from '../../src/domain/resolveBrandProfile';
import { readYamlSource, type YamlSource } from './yamlSource';

export interface BrandSources {
  defaults: YamlSource;
  groups: Map<string, YamlSource>;
  /** sorted by brand id */
  brands: Array<{ id: string; source: YamlSource }>;
}

export interface ResolvedBrand {
  id: string;
  profile: BrandProfile;
  /** files that made the profile, lowest precedence first: defaults, group (if any), brand */
  layers: YamlSource[];
}

function yamlFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_'))
    .sort();
}

export function loadBrandSources(root: string): BrandSources {
  const brandsDir = path.join(root, 'brands');
  const defaults = readYamlSource(root, path.join(brandsDir, '_defaults.yaml'));
  const groups = new Map<string, YamlSource>();
  for (const name of yamlFilesIn(path.join(brandsDir, '_groups'))) {
    groups.set(name.replace(/\.yaml$/, ''), readYamlSource(root, path.join(brandsDir, '_groups', name)));
  }
  const brands = yamlFilesIn(brandsDir).map((name) => ({
    id: name.replace(/\.yaml$/, ''),
    source: readYamlSource(root, path.join(brandsDir, name)),
  }));
  return { defaults, groups, brands };
}

function layerOf(source: YamlSource | undefined): BrandProfileLayer | undefined {
  const data = source?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as BrandProfileLayer) : undefined;
}

export function resolveBrands(sources: BrandSources): ResolvedBrand[] {
  return sources.brands.map(({ id, source }) => {
    const brand = layerOf(source) ?? {};
    const groupName = typeof brand.operatorGroup === 'string' ? brand.operatorGroup : undefined;
    const group = groupName ? sources.groups.get(groupName) : undefined;
    const layers = [sources.defaults, ...(group ? [group] : []), source];
    const profile = resolveBrandProfile({
      id,
      defaults: layerOf(sources.defaults) ?? {},
      group: layerOf(group),
      brand,
    });
    return { id, profile, layers };
  });
}
