// Request bodies generated from a call's JSON Schema with fast-check: values the schema accepts, and the bad
// inputs a careless or hostile client sends (near-valid, wrong types, huge, NUL and lone surrogates, prototype
// keys, deep nesting). Covers the keywords schemas/ uses; an unknown keyword only makes "valid" less valid.
import fc from 'fast-check';
import type { JsonSchema } from '../../../../server/declarations';

/** What the fuzzer sends: a JSON value (serialised by the client) or raw JSON text. */
export interface FuzzBody {
  kind: string;
  json?: unknown;
  raw?: string;
}

const MAX_DEMO_STRING = 40;

export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant({});
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1_000_000;
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 1000) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: (schema.minimum as number) ?? -1e6,
        max: (schema.maximum as number) ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = (schema.minItems as number) ?? 0;
      return fc.array(validValue(schema.items as JsonSchema), {
        minLength,
        maxLength: Math.max(minLength, Math.min((schema.maxItems as number) ?? 4, 4)),
      });
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = ((schema.required as string[]) ?? []).filter((key) => key in properties);
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validValue(s)]));
      return fc.record(model, { requiredKeys: required });
    }
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number) ?? 0;
  const maxLength = (schema.maxLength as number) ?? 200;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern as string);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(maxLength, MAX_DEMO_STRING)),
    unit: 'grapheme',
  });
}

/** Values no schema should let reach the database: NUL, lone surrogates, sizes and numbers beyond any column. */
const BAD_LEAVES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'x'.repeat(100_000),
  1e20,
  -1e20,
  2 ** 53,
  1.5,
  -1,
  0,
  '',
  ' ',
  '12',
  true,
  null,
  [],
  {},
  ['a\u0000'],
  { nested: 'a\u0000' },
];

type Path = Array<string | number>;

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...path, i])) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path];
  }
  return [path];
}

function replaceAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head] = replaceAt(copy[head], rest, leaf);
  return copy;
}

function dropKey(value: unknown, index: number): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.length) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete copy[keys[index % keys.length]];
  return copy;
}

function nested(depth: number, open: string, close: string, inner: string): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** A body for a call: valid and broken in every way listed in the file comment, by weight. */
export function fuzzBody(schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody> {
  const valid = validValue(schema);
  const asJson =
    (kind: string) =>
    (json: unknown): FuzzBody => ({ kind, json });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(asJson('valid')) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...BAD_LEAVES)).map(([v, i, bad]) => {
        const paths = leafPaths(v);
        return { kind: 'bad leaf', json: replaceAt(v, paths[i % paths.length], bad) };
      }),
    },
    { weight: 2, arbitrary: fc.tuple(valid, fc.nat()).map(([v, i]) => ({ kind: 'missing key', json: dropKey(v, i) })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), fc.anything()).map(([v, k, x]) => ({
        kind: 'extra key',
        json: v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object), [k]: x } : v,
      })),
    },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true }).map(asJson('wrong type')) },
    {
      weight: 1,
      arbitrary: valid.map((v) => ({
        kind: '__proto__ key',
        raw: JSON.stringify(v)
          .replace(
            /^\{/,
            '{"__proto__":{"grantLevel":40,"polluted":true},"constructor":{"prototype":{"polluted":true}},',
          )
          .replace(/,}$/, '}'),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { kind: 'deep nesting', raw: nested(20_000, '[', ']', '') },
        { kind: 'deep nesting', raw: nested(5_000, '{"a":', '}', '1') },
        { kind: 'huge', raw: JSON.stringify({ x: 'x'.repeat(900_000) }) },
        { kind: 'huge', raw: JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i)) },
        { kind: 'not json', raw: '{"a":' },
        { kind: 'not json', raw: '\u0000' },
      ),
    },
  );
}

/** Path values for a mutating call: the seed's small serial ids, absent ids and ids no schema should pass. */
export function fuzzPathValue(absent: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    { weight: 2, arbitrary: fc.constant(encodeURIComponent(absent)) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'abc',
        '-1',
        '0',
        '1e20',
        '1.5',
        '9'.repeat(40),
        '%00',
        '%ED%A0%80',
        '..%2F..%2Fetc',
        '%20',
        '0x10',
        '__proto__',
      ),
    },
  );
}
