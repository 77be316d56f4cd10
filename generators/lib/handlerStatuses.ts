// Which refusals each call's handler can answer beyond the route layer's own (400 validation, 401/403 for a gated
// call): read from the sandbox's handler source and the server modules it imports, so the OpenAPI document
// (generators/lib/openApi.ts) declares a 404, 409 or 503 exactly where the sandbox can answer one (docs/decisions/1902).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `ApiError.of(409, …)`, `ctx.status = 201`, and the named helpers of server/errors.ts and the areas' error modules. */
const STATUS_PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => number]> = [
  [/ApiError\.of\(\s*(\d{3})/g, (m) => Number(m[1])],
  [/ctx\.status\s*=\s*(\d{3})/g, (m) => Number(m[1])],
  [/\bnotFound\(/g, () => 404],
  [/\bforbidden\(/g, () => 403],
  [/\bconflict\(/g, () => 409],
  [/\bunauthorized\(/g, () => 401],
];

/** Modules every handler may import that define helpers rather than use them. */
const DEFINING_MODULES = ['server/errors.ts', 'server/context.ts'];

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/** The handler file and every server module it imports, transitively (src/domain and packages left out). */
function importClosure(root: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const serverDir = path.join(root, 'server') + path.sep;
  // a type-only import brings no code, so none of its module's refusals
  for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)) {
    const target = resolveImport(file, match[1]);
    if (!target || !target.startsWith(serverDir)) continue;
    if (DEFINING_MODULES.some((m) => target === path.join(root, m))) continue;
    importClosure(root, target, seen);
  }
  return seen;
}

/** id → the file that defines its handler, from `server/handlers/{area}/index.ts` (`id,` or `id: factory(…)`). */
function handlerFile(root: string, area: string, id: string): string | undefined {
  const index = path.join(root, 'server/handlers', area, 'index.ts');
  if (!existsSync(index)) return undefined;
  const text = readFileSync(index, 'utf8');
  const imports = new Map<string, string>();
  for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const name of match[1].split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )) {
      if (name) imports.set(name, match[2]);
    }
  }
  const entry = new RegExp(`^\\s*${id}\\s*(?::\\s*(\\w+))?\\s*[,(]?`, 'm').exec(text);
  const specifier = imports.get(entry?.[1] ?? id);
  return specifier ? resolveImport(index, specifier) : undefined;
}

/** The handler's file: through the area's index, or `server/handlers/{area}/{id}.ts` for an area without one. */
function handlerSource(root: string, area: string, id: string): string | undefined {
  const direct = path.join(root, 'server/handlers', area, `${id}.ts`);
  return handlerFile(root, area, id) ?? (existsSync(direct) ? direct : undefined);
}

/** Statuses the handler of `id` (area file `area`) can set or throw; empty when no handler is found. */
export function handlerStatuses(root: string, area: string, id: string): Set<number> {
  const file = handlerSource(root, area, id);
  const statuses = new Set<number>();
  if (!file) return statuses;
  for (const module of importClosure(root, file)) {
    const text = readFileSync(module, 'utf8');
    for (const [pattern, status] of STATUS_PATTERNS)
      for (const match of text.matchAll(pattern)) statuses.add(status(match));
  }
  return statuses;
}
