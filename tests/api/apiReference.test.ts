// Issue 19: the sandbox serves its contract (GET /api/openapi.json) and an interactive reference (/api/docs) with a
// policy of its own, while the console's pages keep the strict one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { OPENAPI_FILE } from '../../server/apiReference';
import { CONTENT_SECURITY_POLICY } from '../../server/security';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

describe('the API reference', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    app = await buildApp({ db: database.db, sandbox: true, distDir: dist });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the generated OpenAPI document at /api/openapi.json', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  });

  it('serves the interactive reference at /api/docs with its own policy; the console keeps the strict one', async () => {
    const docs = await app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    const docsPolicy = String(docs.headers['content-security-policy']);
    expect(docsPolicy).toContain("frame-ancestors 'none'");
    expect(docsPolicy).not.toContain('unsafe-eval');
    expect(docsPolicy).not.toContain('https:');
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);

    const consolePage = await app.inject({ url: '/customers/18' });
    expect(consolePage.statusCode).toBe(200);
    expect(consolePage.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
