// Call declarations (schemas/api/{area}.yaml, docs/architecture.md): the one description of every call that the
// server builds its routes from and the console builds its hooks from.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Gate } from '../src/domain/checkGate';

export type JsonSchema = Record<string, unknown>;

export interface CallDeclaration {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** relative to /api, with {name} path parameters */
  path: string;
  summary?: string;
  /** omitted = public */
  gate?: Gate;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  status: number;
  /** the whole success reply body, for a call whose reply is not the { result } envelope; false: no body (openapi.json) */
  reply?: JsonSchema | false;
  /** the JSON Schema of the envelope's `result` (an entity by $ref); paged calls add `links` (server/replyBody.ts) */
  result?: JsonSchema;
  /** other success statuses the handler may answer, each with its own `result` or `reply` */
  alsoAnswers?: Record<string, { result?: JsonSchema; reply?: JsonSchema | false }>;
  /** statuses and error codes the call answers beyond those read from its handler (OpenAPI document) */
  refusals?: Record<string, Record<string, string>>;
  /** registered only when the sandbox is on */
  sandboxOnly?: boolean;
  /** a POST that only asks (a query with a body, e.g. eligibility): no audit row and no transaction, like a GET */
  readOnly?: boolean;
  /** the area file it came from (auth, customers …) */
  area: string;
}

export const API_DIR = fileURLToPath(new URL('../schemas/api', import.meta.url));

export function loadDeclarations(dir = API_DIR): CallDeclaration[] {
  const calls: CallDeclaration[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const path = join(dir, file);
    const list = parse(readFileSync(path, 'utf8')) as Array<Omit<CallDeclaration, 'area'>> | null;
    for (const call of list ?? []) {
      calls.push(resolveRefs({ ...call, area: file.replace(/\.yaml$/, '') }, dirname(path)) as CallDeclaration);
    }
  }
  const seen = new Set<string>();
  for (const call of calls) {
    if (seen.has(call.id)) throw new Error(`schemas/api: call id "${call.id}" is declared twice`);
    seen.add(call.id);
  }
  return calls;
}

/**
 * Inlines file references ({ $ref: ../forms/x.schema.json }, or a part of one: x.schema.json#/definitions/y) relative
 * to the declaring file. An inlined file is no longer a document of its own: its `$id` and `$schema` are dropped (a
 * body naming one entity twice would hold two schemas of one id, which the validator refuses to compile), and its own
 * `#/…` references are inlined with it (inside another schema they would point at that schema's root).
 */
function resolveRefs(value: unknown, baseDir: string): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, baseDir));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string' && !record.$ref.startsWith('#')) {
    const [name, fragment = ''] = record.$ref.split('#');
    const file = resolve(baseDir, name);
    const text = readFileSync(file, 'utf8');
    const document = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as Record<string, unknown>;
    const { $id: _id, $schema: _schema, ...loaded } = pointer(document, fragment) as Record<string, unknown>;
    return resolveRefs(inlineLocalRefs(loaded, document), dirname(file));
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolveRefs(v, baseDir)]));
}

/** The part of a document a JSON pointer (`/definitions/tap`) names. */
function pointer(document: unknown, path: string): unknown {
  return path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
}

/** Replaces a schema's `#/…` references to its own document by what they point at. */
export function inlineLocalRefs(value: unknown, document: unknown, depth = 0): unknown {
  if (depth > 32) throw new Error('schemas: a local $ref refers to itself');
  if (Array.isArray(value)) return value.map((v) => inlineLocalRefs(v, document, depth));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#')) {
    const { $ref: ref, ...rest } = record;
    const target = pointer(document, (ref as string).slice(1));
    if (target === undefined) throw new Error(`schemas: $ref ${String(ref)} points at nothing`);
    return { ...(inlineLocalRefs(target, document, depth + 1) as Record<string, unknown>), ...rest };
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, inlineLocalRefs(v, document, depth)]));
}

/** `/customers/{id}/orders` → `/customers/:id/orders` */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
