// Screen definitions and call declarations as written by the runtime and server engineers.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readYamlSource, type YamlSource } from './yamlSource';

export function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, suffix));
    else if (name.endsWith(suffix)) out.push(full);
  }
  return out;
}

export interface Declaration {
  id: string;
  value: Record<string, unknown>;
  source: YamlSource;
  /** key path of the declaration inside its file ([] for a one-screen file, [index] in a list) */
  at: Array<string | number>;
}

function declarationsOf(source: YamlSource): Declaration[] {
  const data = source.data;
  const list = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
  return list.map((value, index) => ({
    id: String((value as Record<string, unknown>)?.id ?? ''),
    value: value as Record<string, unknown>,
    source,
    at: Array.isArray(data) ? [index] : [],
  }));
}

export function readScreenSources(root: string): YamlSource[] {
  return filesUnder(path.join(root, 'schemas/screens'), '.yaml').map((file) => readYamlSource(root, file));
}

export function readApiSources(root: string): YamlSource[] {
  return filesUnder(path.join(root, 'schemas/api'), '.yaml').map((file) => readYamlSource(root, file));
}

export function screenDeclarations(sources: YamlSource[]): Declaration[] {
  return sources.flatMap(declarationsOf);
}

export function apiDeclarations(sources: YamlSource[]): Declaration[] {
  return sources.flatMap(declarationsOf);
}

/** Inlines `$ref`s to other files (form schemas), relative to the declaring file; `#…` refs stay. */
export function inlineFileRefs(value: unknown, fromDir: string, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineFileRefs(item, fromDir, seen));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const [file] = node.$ref.split('#');
    const target = path.resolve(fromDir, file);
    if (seen.includes(target)) throw new Error(`circular $ref to ${target}`);
    const loaded = target.endsWith('.json')
      ? (JSON.parse(readFileSync(target, 'utf8')) as unknown)
      : readYamlSource(path.dirname(target), target).data;
    const { $ref: _ref, ...rest } = node;
    const inlined = inlineFileRefs(loaded, path.dirname(target), [...seen, target]) as Record<string, unknown>;
    return Object.keys(rest).length ? { ...inlined, ...rest } : inlined;
  }
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, inlineFileRefs(item, fromDir, seen)]));
}
