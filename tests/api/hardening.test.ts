// Issue 9 defects found by an outside probe: each test here failed before its fix (lockout under concurrency,
// audit in the change's transaction, text a database cannot store, unbounded integers, parallel refreshes,
// resend limits, the refresh cookie).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { allBrandIds } from '../../server/brands';
import { showcaseOrderId } from '../../server/db/seed/orders';
import { call, latestCode, signIn, startSignIn } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('hardening (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const errorCode = (res: { json(): any }) => res.json().errors?.[0]?.code;

  it('defect 1: 16 parallel wrong passwords lock the account, and the right password is refused afterwards', async () => {
    const email = 'agent@ticketyboo.example';
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => startSignIn(app, email, `Wrong-password-${i}!`)),
    );
    const codes = answers.map(errorCode);
    // at most LOCKOUT_ATTEMPTS guesses are evaluated ("wrong password" answers); every other one is "locked"
    expect(codes.filter((c) => c === '8033').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === '8033' || c === '11007')).toBe(true);
    const right = await startSignIn(app, email);
    expect(right.statusCode).toBe(401);
    expect(errorCode(right)).toBe('11007');
  });

  it('defect 5: resending the code is limited per sign-in (5 codes) and per account (10 an hour), with a clear message', async () => {
    const email = 'supervisor@gatwick.example';
    const resend = (emailToken: string) =>
      call(app, 'POST', '/api/customers/admin/auth/secondFactor/resend', { body: { emailToken } });
    const first = (await startSignIn(app, email)).json().result.emailToken;
    for (let i = 0; i < 4; i++) expect((await resend(first)).statusCode).toBe(202);
    const refused = await resend(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ code: '8039', message: expect.stringContaining('this sign-in') });
    // the latest code still signs in: the limit stops new codes, not the user
    const code = await latestCode(app, email);
    const confirmed = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
      body: { secondFactorType: 'EMAIL', code, token: first },
    });
    expect(confirmed.statusCode).toBe(201);
    // a second sign-in of the account may have 5 more; the third reaches the account's hourly limit of 10
    const second = (await startSignIn(app, email)).json().result.emailToken;
    for (let i = 0; i < 4; i++) expect((await resend(second)).statusCode).toBe(202);
    const third = (await startSignIn(app, email)).json().result.emailToken;
    const overAccount = await resend(third);
    expect(overAccount.statusCode).toBe(429);
    expect(overAccount.json().errors[0].message).toContain('this account');
  });

  it('defect 6: the console gets the refresh token only as an HttpOnly, SameSite=Strict cookie, usable only with its header', async () => {
    const email = 'hq@gatwick.example';
    const emailToken = (await startSignIn(app, email)).json().result.emailToken;
    const code = await latestCode(app, email);
    const consoleHeader = { 'x-requested-with': 'console' };
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/customers/admin/auth/secondFactor',
      headers: consoleHeader,
      payload: { secondFactorType: 'EMAIL', code, token: emailToken },
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().result.refreshToken).toBeUndefined();
    expect(confirmed.json().result.accessToken).toEqual(expect.any(String));
    const setCookie = String(confirmed.headers['set-cookie']);
    expect(setCookie).toMatch(/^refreshToken=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/customers/auth');
    expect(setCookie).not.toContain('Secure'); // plain http here; see the https case below
    const cookie = confirmed.cookies.find((c) => c.name === 'refreshToken')!.value;

    // without the header (a cross-site form), the cookie is refused
    const forged = await app.inject({
      method: 'POST',
      url: '/api/customers/auth/refresh',
      cookies: { refreshToken: cookie },
      payload: {},
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].fields).toEqual(['x-requested-with']);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/customers/auth/refresh',
      headers: consoleHeader,
      cookies: { refreshToken: cookie },
      payload: { grant_type: 'refresh_token' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(201);
    expect(refreshed.json().result.refreshToken).toBeUndefined();
    const next = refreshed.cookies.find((c) => c.name === 'refreshToken')!.value;
    expect(next).not.toBe(cookie);

    // logout by cookie: DELETE …/current revokes the sign-in and clears the cookie
    const logout = await app.inject({
      method: 'DELETE',
      url: '/api/customers/auth/current',
      headers: consoleHeader,
      cookies: { refreshToken: next },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/refreshToken=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    const after = await app.inject({
      method: 'POST',
      url: '/api/customers/auth/refresh',
      headers: consoleHeader,
      cookies: { refreshToken: next },
      payload: {},
    });
    expect(after.statusCode).toBe(401);

    // API clients keep the spec's reply shape: the token in the body
    const api = await signIn(app, 'agent@gatwick.example');
    expect(api.refreshToken).toEqual(expect.any(String));
  });

  it('defect 6: the cookie is Secure when the console is served over https', async () => {
    const secureApp = await buildApp({
      db: database.db,
      sandbox: true,
      distDir: null,
      publicUrl: 'https://console.example',
    });
    try {
      const session = await signIn(secureApp, 'basic@gatwick.example');
      const refreshed = await secureApp.inject({
        method: 'POST',
        url: '/api/customers/auth/refresh',
        headers: { 'x-requested-with': 'console' },
        cookies: { refreshToken: session.refreshToken },
        payload: {},
      });
      expect(refreshed.statusCode).toBe(201);
      expect(String(refreshed.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secureApp.close();
    }
  });

  it('defect 4: 20 parallel refreshes with one token all get the same new pair and the session lives; reuse after the window revokes', async () => {
    const session = await signIn(app, 'agent@southern.example');
    const refresh = (token: string) =>
      call(app, 'POST', '/api/customers/auth/refresh', { body: { grant_type: 'refresh_token', token } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const pairs = new Set(answers.map((a) => `${a.json().result.accessToken} ${a.json().result.refreshToken}`));
    expect(pairs.size).toBe(1);
    const { accessToken, refreshToken } = answers[0].json().result;
    const me = () => call(app, 'GET', '/api/admin/customers', { token: accessToken, query: { surname: 'a' } });
    expect((await me()).statusCode).toBe(200);
    // the window passes: the old token presented again is reuse, and the whole sign-in ends
    await database.db.execute(
      sql`UPDATE auth_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE kind = 'refresh' AND revoked_at IS NOT NULL AND rotated_to IS NOT NULL`,
    );
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(errorCode(reused)).toBe('2');
    expect((await me()).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe.each(DRIVERS)("audit in the change's transaction (%s)", (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('defect 2a: when the audit row cannot be written, the change it records is not saved either', async () => {
    const hq = await signIn(app, 'hq@trainhugger.example');
    const [target] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM staff_users WHERE email = 'basic@trainhugger.example'`,
    );
    // the audit insert of this one action fails, as a crash between change and audit would lose it
    await database.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'deactivateStaffUser' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`),
    );
    await database.db.execute(
      sql.raw('CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_trail FOR EACH ROW EXECUTE FUNCTION refuse_audit()'),
    );
    try {
      const res = await call(app, 'PUT', `/api/admin/users/${target.id}/deactivate`, {
        token: hq.accessToken,
        undeclared: true,
      });
      expect(res.statusCode).toBe(500);
      const [after] = await queryRows<{ active: boolean }>(
        database.db,
        sql`SELECT active FROM staff_users WHERE id = ${target.id}`,
      );
      expect(after.active).toBe(true);
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER refuse_audit ON audit_trail'));
      await database.db.execute(sql.raw('DROP FUNCTION refuse_audit()'));
    }
    // with the audit working again the same call saves both
    expect(
      (await call(app, 'PUT', `/api/admin/users/${target.id}/deactivate`, { token: hq.accessToken })).statusCode,
    ).toBe(204);
    const trail = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM audit_trail WHERE action = 'deactivateStaffUser'`,
    );
    expect(trail[0].n).toBe(1);
  });
});

describe.each(DRIVERS)('text a database cannot store (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('defect 2b: NUL or a lone surrogate in any body, query or path value is a 400 naming the field, and nothing changes', async () => {
    const hq = await signIn(app, 'hq@southern.example');
    const orderId = showcaseOrderId(allBrandIds(), 'southern', 'pending');
    const stateOf = async () =>
      (await queryRows<{ state: string }>(database.db, sql`SELECT state FROM orders WHERE id = ${orderId}`))[0].state;
    const before = await stateOf();
    for (const bad of ['a\u0000b', 'a\uD800b', 'x\uDC00']) {
      const res = await call(app, 'POST', `/api/admin/orders/${orderId}/refund/reject`, {
        token: hq.accessToken,
        body: { reason: 'NO_VALUE', otherReason: bad },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code: '1000', fields: ['otherReason'] })]);
    }
    expect(await stateOf()).toBe(before);
    // nested fields and property names
    const nested = await call(app, 'POST', `/api/admin/orders/${orderId}/refund/reject`, {
      token: hq.accessToken,
      body: { reason: 'NO_VALUE', ['bad\u0000key']: 1 },
    });
    expect(nested.statusCode).toBe(400);
    // a body nested far deeper than any declaration (the reliability fuzzer's 500s): refused, not a stack overflow
    const depth = 10_000;
    const tooDeep = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund/reject`,
      headers: { authorization: `Bearer ${hq.accessToken}`, 'content-type': 'application/json' },
      payload: `{"reason":"NO_VALUE","otherReason":${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`,
    });
    expect(tooDeep.statusCode, tooDeep.body.slice(0, 200)).toBe(400);
    // query strings
    const query = await call(app, 'GET', '/api/admin/customers', {
      token: hq.accessToken,
      query: { surname: 'a\u0000b' },
    });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json().errors[0].fields).toEqual(['surname']);
    // path parameters of a call without a params schema
    const path = await call(app, 'DELETE', '/api/customers/auth/abc%00def');
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json().errors[0].fields).toEqual(['refreshToken']);
    const trail = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM audit_trail WHERE action = 'rejectRefund'`,
    );
    expect(trail[0].n).toBe(0);
  });

  it('defect 3: an integer beyond what the database holds is a 400 naming the field', async () => {
    const supervisor = await signIn(app, 'supervisor@southern.example');
    const res = await call(app, 'POST', '/api/admin/vouchers/1/cancel', {
      token: supervisor.accessToken,
      body: { customerId: 1e20, voucherId: 1, declineReason: 'Not eligible' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ code: '1000', fields: ['customerId'] })]);
    const page = await call(app, 'GET', '/api/admin/users', {
      token: supervisor.accessToken,
      query: { page: '99999999999' },
    });
    expect(page.statusCode, page.body).toBe(400);
    expect(page.json().errors[0].fields).toEqual(['page']);
  });
});
