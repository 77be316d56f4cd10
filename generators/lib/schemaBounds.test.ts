import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchemaBounds, DB_INTEGER_MAX, unboundedValues } from './schemaBounds';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('schema bounds (issue 9)', () => {
  it('names integers without a database-sized range and strings without a maximum length', () => {
    const problems = unboundedValues({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        huge: { type: 'integer', minimum: 0, maximum: DB_INTEGER_MAX + 1 },
        ok: { type: 'integer', minimum: 0, maximum: 10 },
        text: { type: 'string' },
        list: { type: 'array', items: { type: 'string', maxLength: 5 } },
        nested: { type: 'array', items: { type: ['string', 'null'] } },
      },
    });
    expect(problems.map((p) => p.keyPath.join('.'))).toEqual([
      'properties.id',
      'properties.huge',
      'properties.text',
      'properties.nested.items',
    ]);
  });

  it('counts enums, short formats and bounded anchored patterns as bounded, but not open repeats', () => {
    expect(unboundedValues({ type: 'string', enum: ['A', 'B'] })).toEqual([]);
    expect(unboundedValues({ type: 'string', format: 'date' })).toEqual([]);
    expect(unboundedValues({ type: 'string', pattern: '^[0-9]{1,9}$' })).toEqual([]);
    expect(unboundedValues({ type: 'string', pattern: '^[0-9]+$' })).toHaveLength(1);
    expect(unboundedValues({ type: 'string', pattern: '^[0-9]{2,}$' })).toHaveLength(1);
    expect(unboundedValues({ type: 'string', pattern: '[0-9]{3}' })).toHaveLength(1);
    expect(unboundedValues({ type: 'string', format: 'email' })).toHaveLength(1);
  });

  it('finds no unbounded value in schemas/api, schemas/forms and schemas/entities', () => {
    expect(checkSchemaBounds(ROOT).map((p) => `${p.file}:${p.line} ${p.keyPath.join('.')} ${p.message}`)).toEqual([]);
  });
});
