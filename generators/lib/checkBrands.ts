// Brand files: each raw file against the partial meta schema, each resolved profile against the full
// one, and the names inside gates (000 §6) against the profile's own flags and permissions.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { compileBrandValidators, type JsonSchema } from './brandSchema';
import { resolveBrands, type BrandSources } from './brandSources';
import {
  checkGateNames,
  describeAjvError,
  formatProblem,
  layerSetting,
  problemAt,
  suggest,
  type KnownNames,
  type Problem,
} from './problems';
import { formatKeyPath, type KeyPath, type YamlSource } from './yamlSource';
import { themeContrastProblems } from './themeContrast';

export function knownNamesOf(schema: JsonSchema): KnownNames {
  const section = (key: string) =>
    new Set(Object.keys(((schema.properties as Record<string, JsonSchema>)[key]?.properties as object) ?? {}));
  return { flags: section('flags'), permissions: section('permissions'), config: section('config') };
}

/** Gates are checked by checkGateNames, which says more than ajv's oneOf errors. */
function insideGate(keyPath: KeyPath): boolean {
  return (
    (keyPath[0] === 'permissions' && keyPath.length >= 2) ||
    (keyPath[0] === 'userOverrides' && keyPath[2] === 'permissions' && keyPath.length >= 4)
  );
}

function ajvProblems(
  errors: ErrorObject[] | null | undefined,
  pick: (keyPath: KeyPath) => YamlSource,
  suffix = '',
): Problem[] {
  const out: Problem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword !== 'propertyNames' && (error.params as Record<string, unknown>).propertyName !== undefined)
      continue;
    const { keyPath, message, atKey } = describeAjvError(error);
    const unknownPermission =
      error.keyword === 'additionalProperties' && keyPath.length === 2 && keyPath[0] === 'permissions';
    if (insideGate(keyPath) && !unknownPermission) continue;
    out.push(problemAt(pick(keyPath), keyPath, message + suffix, atKey));
  }
  return out;
}

function rawChecks(
  root: string,
  source: YamlSource,
  kind: 'defaults' | 'group' | 'brand',
  known: KnownNames,
  sources: BrandSources,
): Problem[] {
  const out: Problem[] = [];
  const data = source.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return out;
  const report = (keyPath: KeyPath, message: string) => out.push(problemAt(source, keyPath, message));
  const permissions = (data.permissions ?? {}) as Record<string, unknown>;
  for (const [name, gate] of Object.entries(permissions)) {
    if (known.permissions.has(name)) checkGateNames(gate, ['permissions', name], known, report);
  }
  const overrides = (data.userOverrides ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [email, override] of Object.entries(overrides)) {
    if (email !== email.toLowerCase())
      report(['userOverrides', email], 'per-user override keys are lower-case e-mails');
    for (const [flag] of Object.entries(override?.flags ?? {})) {
      if (!known.flags.has(flag))
        report(['userOverrides', email, 'flags', flag], `unknown flag${suggest(flag, known.flags)}`);
    }
    for (const [name, gate] of Object.entries(override?.permissions ?? {})) {
      if (!known.permissions.has(name))
        report(['userOverrides', email, 'permissions', name], `unknown permission${suggest(name, known.permissions)}`);
      else checkGateNames(gate, ['userOverrides', email, 'permissions', name], known, report);
    }
  }
  const reasons = ((data.config as Record<string, unknown> | undefined)?.refundReasons ?? {}) as Record<
    string,
    { code?: unknown }
  >;
  for (const [key, reason] of Object.entries(reasons)) {
    if (reason && typeof reason === 'object' && reason.code !== undefined && String(reason.code) !== key) {
      report(['config', 'refundReasons', key, 'code'], `code ${String(reason.code)} differs from its key ${key}`);
    }
  }
  if (kind === 'brand') {
    if (typeof data.operatorGroup === 'string' && !sources.groups.has(data.operatorGroup)) {
      report(
        ['operatorGroup'],
        `no brands/_groups/${data.operatorGroup}.yaml${suggest(data.operatorGroup, sources.groups.keys())}`,
      );
    }
  }
  if (kind !== 'group' && 'id' in data) report(['id'], 'the id is the file name; remove this key');
  if (typeof data.logo === 'string' && !existsSync(path.join(root, 'brands/logos', data.logo))) {
    report(['logo'], `no file brands/logos/${data.logo}`);
  }
  return out;
}

function permissionCycles(permissions: Record<string, unknown>): string[][] {
  const cycles: string[][] = [];
  const refsOf = (gate: unknown): string[] => {
    if (!gate || typeof gate !== 'object') return [];
    const g = gate as Record<string, unknown>;
    if (typeof g.permission === 'string') return [g.permission];
    const list = (g.all ?? g.any) as unknown[] | undefined;
    return Array.isArray(list) ? list.flatMap(refsOf) : [];
  };
  const visit = (name: string, trail: string[]) => {
    if (trail.includes(name)) {
      cycles.push([...trail.slice(trail.indexOf(name)), name]);
      return;
    }
    for (const next of refsOf(permissions[name])) if (next in permissions) visit(next, [...trail, name]);
  };
  for (const name of Object.keys(permissions)) visit(name, []);
  return cycles;
}

/** All brand problems, formatted `file:line key: message`; empty when every brand is sound. */
export function checkBrands(root: string, sources: BrandSources, schema: JsonSchema): string[] {
  const syntax = [sources.defaults, ...sources.groups.values(), ...sources.brands.map((b) => b.source)].flatMap(
    (s) => s.syntaxErrors,
  );
  if (syntax.length) return syntax;
  const validators = compileBrandValidators(schema);
  const known = knownNamesOf(schema);
  const problems: Problem[] = [];
  const raw: Array<[YamlSource, 'defaults' | 'group' | 'brand']> = [
    [sources.defaults, 'defaults'],
    ...[...sources.groups.values()].map((s): [YamlSource, 'group'] => [s, 'group']),
    ...sources.brands.map((b): [YamlSource, 'brand'] => [b.source, 'brand']),
  ];
  for (const [source, kind] of raw) {
    validators.partial(source.data ?? {});
    problems.push(...ajvProblems(validators.partial.errors, () => source));
    problems.push(...rawChecks(root, source, kind, known, sources));
  }
  const seen = new Set(problems.map((p) => `${p.file}|${formatKeyPath(p.keyPath)}`));
  for (const { id, profile, layers } of resolveBrands(sources)) {
    validators.full(profile);
    for (const problem of ajvProblems(
      validators.full.errors,
      (keyPath) => layerSetting(layers, keyPath),
      ` (resolved profile ${id})`,
    )) {
      const key = `${problem.file}|${formatKeyPath(problem.keyPath)}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(problem);
      }
    }
    for (const cycle of permissionCycles({ ...profile.permissions })) {
      const at: KeyPath = ['permissions', cycle[0]];
      problems.push(
        problemAt(
          layerSetting(layers, at),
          at,
          `permissions refer to each other in a circle: ${cycle.join(' → ')} (resolved profile ${id})`,
        ),
      );
    }
    for (const { key, message } of themeContrastProblems({ ...(profile.theme as Record<string, string>) })) {
      const at: KeyPath = ['theme', key];
      problems.push(problemAt(layerSetting(layers, at), at, `${message} (resolved profile ${id})`));
    }
  }
  return [...new Set(problems.map(formatProblem))];
}
