// A plain, well-formed value for a JSON Schema (dereferenced): what a careful client sends — ASCII text, the first
// enum value, the smallest allowed number, the properties the schema needs (with if/then/else and maxProperties
// honoured). The reliability suite's validValue explores the edges of a schema instead (any Unicode, any length).
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** Tried in order for a string with a pattern or length bounds; the first that fits is sent. */
const CANDIDATES = [
  'Morgan',
  'BTN',
  'VIC',
  'A',
  'AB',
  'ABC',
  '1',
  '12',
  '123456',
  '2026-01-05',
  'BN1 1AA',
  'conformance@example.com',
  'Demo-password-1!',
  'ABCDEFGH',
];

function fits(value: string, schema: Schema): boolean {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function stringFor(schema: Schema, seed: number): string {
  if (schema.format === 'date') return '2026-01-05';
  if (schema.format === 'date-time') return '2026-01-05T10:00:00.000Z';
  if (schema.format === 'email') return 'conformance@example.com';
  const found = CANDIDATES.find((candidate) => fits(candidate, schema));
  if (found) return found;
  if (typeof schema.pattern === 'string') {
    // ASCII samples of the pattern, shortest first
    const samples = fc
      .sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 200 })
      .filter((s) => /^[\x20-\x7e]*$/.test(s) && fits(s, schema))
      .sort((a, b) => a.length - b.length);
    if (samples.length) return samples[0];
  }
  const length = Math.max(1, Number(schema.minLength ?? 1));
  return 'a'.repeat(length);
}

function matches(value: unknown, condition: Schema): boolean {
  if (Array.isArray(condition.anyOf)) return (condition.anyOf as Schema[]).some((part) => matches(value, part));
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  for (const key of (condition.required as string[] | undefined) ?? []) if (!(key in record)) return false;
  for (const [key, rule] of Object.entries((condition.properties ?? {}) as Record<string, Schema>)) {
    if (!(key in record)) continue;
    if ('const' in rule && record[key] !== rule.const) return false;
    if (Array.isArray(rule.enum) && !rule.enum.includes(record[key])) return false;
  }
  return true;
}

export function wellFormedValue(schema: Schema | undefined, seed = 1): unknown {
  if (!schema) return {};
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return wellFormedValue(schema[key][0] as Schema, seed);
  }
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as Schema[]).reduce<Schema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...(all.properties as Schema), ...(part.properties as Schema) },
        required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
      }),
      { ...schema, allOf: undefined },
    );
    return wellFormedValue(merged, seed);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, seed);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1000;
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(Number(schema.minItems ?? 1), 1);
      return Array.from({ length: Math.min(count, Number(schema.maxItems ?? count)) }, (_, i) =>
        wellFormedValue(schema.items as Schema, seed + i),
      );
    }
    case 'null':
      return null;
    default:
      return objectFor(schema, seed);
  }
}

function objectFor(schema: Schema, seed: number): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const limit = typeof schema.maxProperties === 'number' ? schema.maxProperties : Infinity;
  const keys = [...required, ...Object.keys(properties).filter((key) => !required.has(key))].slice(
    0,
    Math.max(limit, required.size),
  );
  const value: Record<string, unknown> = {};
  for (const key of keys) value[key] = wellFormedValue(properties[key] ?? {}, seed);
  // a conditional's branch may ask for more or narrow a property (a GB postcode): its values win
  if (schema.if && typeof schema.if === 'object') {
    const branch = (matches(value, schema.if as Schema) ? schema.then : schema.else) as Schema | undefined;
    if (branch) {
      const branchProperties = (branch.properties ?? {}) as Record<string, Schema>;
      const merged = Object.fromEntries(
        Object.keys({ ...properties, ...branchProperties }).map((key) => [
          key,
          { ...properties[key], ...branchProperties[key] },
        ]),
      );
      const more = wellFormedValue({ type: 'object', ...branch, properties: merged }, seed) as Record<string, unknown>;
      for (const [key, item] of Object.entries(more ?? {})) {
        if (!(key in value) || key in branchProperties) value[key] = item;
      }
    }
  }
  return value;
}
