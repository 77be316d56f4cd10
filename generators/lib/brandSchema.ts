// The brand meta schema, its partial variant for raw files, and the ajv instance that checks both.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type JsonSchema = Record<string, unknown>;

export function readBrandSchema(root: string): JsonSchema {
  return JSON.parse(readFileSync(path.join(root, 'schemas/meta/brand.schema.json'), 'utf8')) as JsonSchema;
}

/**
 * Same schema without `required` (a brand or group file holds only what differs). Gates keep
 * theirs: a gate written in a file must be complete.
 */
export function partialBrandSchema(schema: JsonSchema): JsonSchema {
  const strip = (node: unknown, inGate: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => strip(item, inGate));
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'required' && !inGate) continue;
      out[key] = strip(value, inGate);
    }
    return out;
  };
  const definitions = schema.definitions as Record<string, unknown>;
  const copy = strip({ ...schema, definitions: { ...definitions, gate: undefined } }, false) as JsonSchema;
  (copy.definitions as Record<string, unknown>).gate = strip(definitions.gate, true);
  copy.$id = `${String(schema.$id)}#partial`;
  return copy;
}

/** `strict: false` for meta schemas written elsewhere (screen.schema.json), which we only read. */
export function createAjv({ strict = true }: { strict?: boolean } = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict, allowUnionTypes: true, allowMatchingProperties: true });
  addFormats(ajv);
  // json-schema-to-typescript's type hint; meaningless to validation
  ajv.addKeyword('tsType');
  return ajv;
}

export interface BrandValidators {
  full: ValidateFunction;
  partial: ValidateFunction;
}

export function compileBrandValidators(schema: JsonSchema): BrandValidators {
  const ajv = createAjv();
  return { full: ajv.compile(schema), partial: ajv.compile(partialBrandSchema(schema)) };
}
