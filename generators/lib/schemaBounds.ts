// Issue 9: every integer a request or entity schema declares has a bound the database can hold, and every string
// a maximum length, so an out-of-range value is a 400 naming the field, never a 500 from the database.
// Checked by config:check over schemas/api, schemas/forms and schemas/entities, so a call added later cannot forget it.
import path from 'node:path';
import { filesUnder } from './declarations';
import { problemAt, type Problem } from './problems';
import { readYamlSource, type KeyPath } from './yamlSource';

/** PostgreSQL `integer`: the narrowest column an integer of a schema may land in. */
export const DB_INTEGER_MAX = 2_147_483_647;
export const DB_INTEGER_MIN = -2_147_483_648;

export interface BoundProblem {
  keyPath: KeyPath;
  message: string;
}

/** Every unbounded integer and string of the request, form and entity schemas, as config:check problems. */
export function checkSchemaBounds(root: string): Problem[] {
  const files = [
    ...filesUnder(path.join(root, 'schemas/api'), '.yaml'),
    ...filesUnder(path.join(root, 'schemas/forms'), '.schema.json'),
    ...filesUnder(path.join(root, 'schemas/entities'), '.schema.json'),
  ];
  return files.flatMap((file) => {
    const source = readYamlSource(root, file);
    return unboundedValues(source.data).map((problem) => problemAt(source, problem.keyPath, problem.message));
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: Record<string, unknown>): string[] =>
  Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];

/** Walks a JSON Schema (or a document holding schemas) and names every unbounded integer and string. */
export function unboundedValues(node: unknown, keyPath: KeyPath = []): BoundProblem[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => unboundedValues(child, [...keyPath, i]));
  if (!isRecord(node)) return [];
  const problems: BoundProblem[] = [];
  const types = typesOf(node);
  const fixed = 'enum' in node || 'const' in node;
  if (!fixed && (types.includes('integer') || types.includes('number'))) {
    const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    if (typeof max !== 'number' || max > DB_INTEGER_MAX)
      problems.push({ keyPath, message: `${types.join('|')} needs a maximum of at most ${DB_INTEGER_MAX}` });
    if (typeof min !== 'number' || min < DB_INTEGER_MIN)
      problems.push({ keyPath, message: `${types.join('|')} needs a minimum of at least ${DB_INTEGER_MIN}` });
  }
  if (!fixed && types.includes('string') && typeof node.maxLength !== 'number' && !boundedByFormat(node)) {
    problems.push({ keyPath, message: 'string needs a maxLength' });
  }
  for (const [key, child] of Object.entries(node)) {
    // enum/const/default/examples hold values, not schemas
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    problems.push(...unboundedValues(child, [...keyPath, key]));
  }
  return problems;
}

/** Formats whose every valid value is short (ajv-formats' full-date, time, date-time). */
const SHORT_FORMATS = new Set(['date', 'time', 'date-time']);

/**
 * A string is bounded without maxLength when its format is short, or its pattern is anchored at both ends and
 * repeats nothing without limit (no *, + or {n,}): '^[0-9]{1,9}$' allows at most 9 characters.
 */
function boundedByFormat(node: Record<string, unknown>): boolean {
  if (typeof node.format === 'string' && SHORT_FORMATS.has(node.format)) return true;
  const pattern = node.pattern;
  if (typeof pattern !== 'string') return false;
  const body = pattern.replace(/\\./g, 'x'); // escaped characters are literals
  return body.startsWith('^') && body.endsWith('$') && !/[*+]|\{\d*,\}/.test(body);
}
