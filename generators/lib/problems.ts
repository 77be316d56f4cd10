// Problems reported by config:check and generate: `file:line key.path: message`.
import type { ErrorObject } from 'ajv';
import { LEVEL_NAMES, isLevelName } from '../../src/domain/levels';
import { formatKeyPath, hasPath, locate, splitInstancePath, type KeyPath, type YamlSource } from './yamlSource';

export interface Problem {
  file: string;
  line: number;
  keyPath: KeyPath;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const key = formatKeyPath(problem.keyPath);
  return `${problem.file}:${problem.line} ${key ? `${key}: ` : ''}${problem.message}`;
}

export function problemAt(source: YamlSource, keyPath: KeyPath, message: string, atKey = true): Problem {
  return { file: source.file, line: locate(source, keyPath, atKey).line, keyPath, message };
}

/** Edits (insert, delete, replace) between two words. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** ' (did you mean X?)' for the closest candidate within a few edits, else ''. */
export function suggest(word: string, candidates: Iterable<string>): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best !== undefined && bestDistance <= limit ? ` (did you mean ${best}?)` : '';
}

export interface KnownNames {
  flags: Set<string>;
  permissions: Set<string>;
  config: Set<string>;
}

const GATE_KEYS = ['minLevel', 'levels', 'permission', 'flag', 'all', 'any'];

/** 000 §6 gate shape and names: one of the six forms, known levels, permissions and flags. */
export function checkGateNames(
  gate: unknown,
  keyPath: KeyPath,
  known: KnownNames,
  report: (keyPath: KeyPath, message: string) => void,
): void {
  if (!gate || typeof gate !== 'object' || Array.isArray(gate)) {
    report(keyPath, `a gate must be an object with one of ${GATE_KEYS.join(', ')}`);
    return;
  }
  const keys = Object.keys(gate);
  for (const key of keys.filter((k) => !GATE_KEYS.includes(k))) {
    report([...keyPath, key], `unknown gate key${suggest(key, GATE_KEYS)}`);
  }
  const used = keys.filter((k) => GATE_KEYS.includes(k));
  if (used.length !== 1) {
    if (used.length > 1 || keys.length === 0) {
      report(keyPath, `a gate has exactly one of ${GATE_KEYS.join(', ')} (combine with all/any)`);
    }
    return;
  }
  const [key] = used;
  const value = (gate as Record<string, unknown>)[key];
  const at = [...keyPath, key];
  const level = (name: unknown, where: KeyPath) => {
    if (!isLevelName(name)) {
      report(
        where,
        `unknown level ${JSON.stringify(name)}${typeof name === 'string' ? suggest(name, LEVEL_NAMES) : ''} (levels: ${LEVEL_NAMES.join(', ')})`,
      );
    }
  };
  if (key === 'minLevel') level(value, at);
  else if (key === 'levels') {
    if (!Array.isArray(value)) report(at, 'must be a list of level names');
    else value.forEach((name, index) => level(name, [...at, index]));
  } else if (key === 'permission') {
    if (typeof value !== 'string' || !known.permissions.has(value)) {
      report(
        at,
        `unknown permission ${JSON.stringify(value)}${typeof value === 'string' ? suggest(value, known.permissions) : ''}`,
      );
    }
  } else if (key === 'flag') {
    if (typeof value !== 'string' || !known.flags.has(value)) {
      report(
        at,
        `unknown flag ${JSON.stringify(value)}${typeof value === 'string' ? suggest(value, known.flags) : ''}`,
      );
    }
  } else if (!Array.isArray(value) || value.length === 0) {
    report(at, 'must be a non-empty list of gates');
  } else {
    value.forEach((inner, index) => checkGateNames(inner, [...at, index], known, report));
  }
}

function whatIsUnknown(parentPath: KeyPath): string {
  const parent = parentPath[parentPath.length - 1];
  if (parentPath.length === 1 && parent === 'flags') return 'unknown flag';
  if (parentPath.length === 1 && parent === 'config') return 'unknown config key';
  if (parentPath.length === 1 && parent === 'permissions') return 'unknown permission';
  if (parentPath.length === 1 && parent === 'theme') return 'unknown theme property (names are --brand-…)';
  return 'unknown key';
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

/** An ajv error in words, with the key path it is about. */
export function describeAjvError(error: ErrorObject): { keyPath: KeyPath; message: string; atKey: boolean } {
  const keyPath = splitInstancePath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const properties = Object.keys((error.parentSchema?.properties as Record<string, unknown>) ?? {});
      return {
        keyPath: [...keyPath, name],
        message: `${whatIsUnknown(keyPath)}${suggest(name, properties)}`,
        atKey: true,
      };
    }
    case 'required':
      return { keyPath: [...keyPath, String(params.missingProperty)], message: 'missing', atKey: true };
    case 'type':
      return { keyPath, message: `must be ${String(params.type)} (got ${describeType(error.data)})`, atKey: false };
    case 'enum':
      return {
        keyPath,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        atKey: false,
      };
    case 'const':
      return { keyPath, message: `must be ${JSON.stringify(params.allowedValue)}`, atKey: false };
    case 'propertyNames':
      return { keyPath: [...keyPath, String(params.propertyName)], message: 'key not allowed here', atKey: true };
    default:
      return { keyPath, message: `${error.message ?? 'invalid'} (got ${JSON.stringify(error.data)})`, atKey: false };
  }
}

/**
 * The file among `layers` (lowest precedence first) that last set `keyPath`, or, when none set it
 * (a missing key), the one that set most of its ancestors; later layers win ties.
 */
export function layerSetting(layers: YamlSource[], keyPath: KeyPath): YamlSource {
  let best = layers[0];
  let bestDepth = -1;
  layers.forEach((layer) => {
    let depth = 0;
    while (depth < keyPath.length && hasPath(layer.data, keyPath.slice(0, depth + 1))) depth += 1;
    if (depth >= bestDepth) {
      best = layer;
      bestDepth = depth;
    }
  });
  return best;
}
