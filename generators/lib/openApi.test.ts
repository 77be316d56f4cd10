import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../server/declarations';
import { apiDeclarations, readApiSources } from './declarations';
import { openApiOutput, openApiProblems } from './openApiOutput';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Operation = Record<string, unknown> & { responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe('docs/generated/openapi.json', () => {
  let document: Document;
  let problems: string[];
  beforeAll(async () => {
    const output = await openApiOutput(root, apiDeclarations(readApiSources(root)));
    document = output.document as unknown as Document;
    problems = output.problems;
  }, 60_000);

  const operations = () =>
    Object.entries(document.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path: p, method: method.toUpperCase(), operation })),
    );

  it('is a valid OpenAPI 3.1 document', () => {
    expect(problems).toEqual([]);
  });

  it('covers every call of schemas/api once, by its id, method and path', () => {
    const calls = loadDeclarations();
    const ops = operations();
    expect(ops.length).toBe(calls.length);
    for (const call of calls) {
      const found = ops.find((o) => o.operation.operationId === call.id);
      expect(found, call.id).toBeDefined();
      expect(`${found!.method} ${found!.path}`).toBe(`${call.method} ${call.path}`);
    }
  });

  it('gives a gated call its gate, bearer security and the 401 / 403 refusals; every call the 400', () => {
    for (const call of loadDeclarations()) {
      const operation = document.paths[call.path][call.method.toLowerCase()];
      expect(operation.responses['400'], call.id).toBeDefined();
      expect(operation.responses[String(call.status)], call.id).toBeDefined();
      if (!call.gate) continue;
      expect(operation['x-gate'], call.id).toEqual(call.gate);
      expect(operation.responses['401'], call.id).toBeDefined();
      expect(operation.responses['403'], call.id).toBeDefined();
      expect(JSON.stringify(operation.security)).toContain('bearerToken');
    }
  });

  it('declares a 409 where the handler can answer one, and not where it cannot', () => {
    expect(document.paths['/admin/vouchers/{vid}/accept'].post.responses['409']).toBeDefined();
    expect(document.paths['/config/brands'].get.responses['409']).toBeUndefined();
    // the sign-in's second success status (202: second factor needed) set by its handler
    expect(document.paths['/customers/auth'].post.responses['202']).toBeDefined();
  });

  it('references forms and entities as components instead of copying them', () => {
    const body = document.paths['/customers/{id}/addresses'].post as { requestBody?: unknown };
    expect(JSON.stringify(body.requestBody)).toContain('#/components/schemas/forms.');
    expect(Object.keys(document.components.schemas)).toContain('entities.pagedLinks');
    expect(JSON.stringify(document)).not.toContain('.schema.json');
  });

  it('is refused by the validator when it is broken', async () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    (broken.paths as Record<string, unknown>)['/customers/{id}'] = { get: { responses: 'none' } };
    expect((await openApiProblems(broken)).length).toBeGreaterThan(0);
  });
});
