// General HTTP handling: security headers, error shapes, the sandbox-only outbox route, the audit trail.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { call, signIn } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('HTTP handling (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let closed: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
    closed = await buildApp({ db: database.db, sandbox: false, distDir: null });
  });
  afterAll(async () => {
    await app?.close();
    await closed?.close();
    await database?.dispose();
  });

  it('sends the security headers with a CSP without unsafe-eval, and no-store on the API', async () => {
    const res = await call(app, 'GET', '/api/sandbox/outbox');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // issue 9 defect 7: no inline styles either
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await call(app, 'GET', '/nothing-here');
    expect(missing.headers['content-security-policy']).toBe(csp);
  });

  it('sends the security headers on error replies and static files too', async () => {
    const replies = [
      await call(app, 'GET', '/api/admin/customers'), // 401
      await call(app, 'POST', '/api/customers/auth', { body: { username: 1 } }), // 400
      await call(app, 'GET', '/api/no-such-call'), // 404
    ];
    for (const res of replies) {
      expect(res.headers['content-security-policy'], res.body).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'app.js'), '1');
    const withConsole = await buildApp({ db: database.db, distDir: dist });
    try {
      const file = await call(withConsole, 'GET', '/app.js');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-security-policy']).toContain("script-src 'self'");
      expect(file.headers['x-frame-options']).toBe('DENY');
    } finally {
      await withConsole.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('validates a JSON body as sent: an array is "(body) must be object", not numbered fields', async () => {
    const res = await call(app, 'POST', '/api/customers/auth', { brand: 'southern', body: ['a', 'b'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ code: '1000', fields: ['(body)'] })]);
  });

  it('keeps refresh and reset tokens out of the request log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: database.db,
      distDir: null,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await call(logged, 'DELETE', '/api/customers/auth/SECRET-REFRESH-TOKEN');
      await call(logged, 'POST', '/api/admin/reset-password/?token=SECRET-RESET-TOKEN', { body: { password: 'x' } });
      await call(logged, 'POST', '/api/customers/auth/refresh', { body: { token: 'x' } });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/customers/auth/***');
    expect(log).toContain('/api/admin/reset-password/?token=***');
    expect(log).toContain('/api/customers/auth/refresh');
    expect(log).not.toContain('SECRET');
  });

  it('has no outbox route when the sandbox is off', async () => {
    const res = await call(closed, 'GET', '/api/sandbox/outbox', { undeclared: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: '404', message: 'Requested data not found' }] });
  });

  it('answers 401 code 1 without a token and 400 for unparsable JSON', async () => {
    const anonymous = await call(app, 'GET', '/api/admin/customers', { query: { surname: 'S' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('1');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/customers/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toMatchObject({ code: '1000', fields: ['(body)'] });
  });

  it('serves the built console with an SPA fallback, but never for /api paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const withConsole = await buildApp({ db: database.db, distDir: dist });
    try {
      const deepLink = await call(withConsole, 'GET', '/account/42');
      expect(deepLink.statusCode).toBe(200);
      expect(deepLink.body).toContain('<title>console</title>');
      expect(deepLink.headers['content-security-policy']).toContain("script-src 'self'");
      expect((await call(withConsole, 'GET', '/app.js')).body).toBe('console.log(1)');
      const api = await call(withConsole, 'GET', '/api/no-such-call');
      expect(api.statusCode).toBe(404);
      expect(api.json().errors[0].code).toBe('404');
    } finally {
      await withConsole.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('writes an audit-trail row for mutating calls of a staff user, with secrets masked', async () => {
    const session = await signIn(app, 'supervisor@southern.example');
    const rows = await queryRows<{
      action: string;
      api_method: string;
      api_endpoint: string;
      data: Record<string, unknown>;
    }>(
      database.db,
      sql`SELECT action, api_method, api_endpoint, data FROM audit_trail a JOIN staff_users u ON u.id = a.staff_user_id
          WHERE u.email = 'supervisor@southern.example' ORDER BY a.id`,
    );
    expect(rows.at(-1)).toMatchObject({
      action: 'confirmSecondFactor',
      api_method: 'POST',
      api_endpoint: '/api/customers/admin/auth/secondFactor',
      data: expect.objectContaining({ code: '***', token: '***' }),
    });
    expect(session.accessLevel).toBe(30);
  });
});
