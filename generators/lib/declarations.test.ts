import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineFileRefs } from './declarations';
import { locate, parseYamlSource } from './yamlSource';

const root = mkdtempSync(path.join(tmpdir(), 'declarations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('inlineFileRefs', () => {
  it('inlines $refs to form schema files relative to the declaring file and keeps #-refs', () => {
    mkdirSync(path.join(root, 'forms/customers'), { recursive: true });
    mkdirSync(path.join(root, 'api'), { recursive: true });
    writeFileSync(
      path.join(root, 'forms/customers/search.schema.json'),
      JSON.stringify({
        type: 'object',
        properties: { isrn: { $ref: '#/definitions/isrn' } },
        definitions: { isrn: { type: 'string' } },
      }),
    );
    const declaration = { id: 'searchCustomers', query: { $ref: '../forms/customers/search.schema.json' } };
    expect(inlineFileRefs(declaration, path.join(root, 'api'))).toEqual({
      id: 'searchCustomers',
      query: {
        type: 'object',
        properties: { isrn: { $ref: '#/definitions/isrn' } },
        definitions: { isrn: { type: 'string' } },
      },
    });
  });
});

describe('locate', () => {
  const source = parseYamlSource(
    'brands/x.yaml',
    ['a: 1', 'flags:', '  one: true', '  two:', '    - x', '    - y', ''].join('\n'),
  );

  it('finds the line of a key, of a list item, and of the deepest existing ancestor', () => {
    expect(locate(source, ['flags', 'one']).line).toBe(3);
    expect(locate(source, ['flags', 'two', 1]).line).toBe(6);
    expect(locate(source, ['flags', 'three'])).toEqual({ depth: 1, line: 2 });
  });

  it('reports YAML syntax errors with their line', () => {
    const broken = parseYamlSource('brands/y.yaml', ['a: 1', 'b: [1, 2', 'c: 3', ''].join('\n'));
    expect(broken.syntaxErrors[0]).toMatch(/^brands\/y\.yaml:\d+ /);
    expect(broken.data).toBeUndefined();
  });
});
