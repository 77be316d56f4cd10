// 000 §2/§4/§7/§8 sign-in, second factor, session refresh, logout, password reset and change.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
import { call, latestCode, signIn, startSignIn } from './support/client';
import { DEMO_PASSWORD, DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

const NEW_PASSWORD = 'Brand-new-pass-42!';

describe.each(DRIVERS)('sign-in and session (%s)', (driver) => {
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

  const errorCode = (res: { json(): any }) => res.json().errors[0].code;

  it('signs in with the e-mailed second-factor code', async () => {
    const first = await startSignIn(app, 'hq@southern.example');
    expect(first.statusCode).toBe(202);
    const { emailToken } = first.json().result;
    expect(emailToken).toEqual(expect.any(String));
    const code = await latestCode(app, 'hq@southern.example');
    expect(code).toMatch(/^\d{6}$/);
    const second = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
      body: { secondFactorType: 'EMAIL', code, token: emailToken, sessionShort: false },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().result).toMatchObject({
      emailToken,
      accessLevel: 40,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    // the code is single use
    const again = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
      body: { secondFactorType: 'EMAIL', code, token: emailToken },
    });
    expect(again.statusCode).toBe(401);
    expect(errorCode(again)).toBe('8036');
  });

  it('answers 8033 for a wrong password and the same for an unknown e-mail', async () => {
    const wrong = await startSignIn(app, 'agent@southern.example', 'Not-the-password-1!');
    const unknown = await startSignIn(app, 'nobody@southern.example');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ code: '8033', message: 'Wrong e-mail or password' }),
      ]);
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses deactivated (11002), expired (11006), suspended (11008), locked (11007) and removed (8033) accounts', async () => {
    expect(errorCode(await startSignIn(app, 'disabled@southern.example'))).toBe('11002');
    expect(errorCode(await startSignIn(app, 'expired@southern.example'))).toBe('11006');
    expect(errorCode(await startSignIn(app, 'suspended@southern.example'))).toBe('11008');
    expect(errorCode(await startSignIn(app, 'locked@southern.example'))).toBe('11007');
    expect(errorCode(await startSignIn(app, 'removed@southern.example'))).toBe('8033');
  });

  it('locks an account after 5 wrong passwords (11007), even for the right password then', async () => {
    const email = 'station_agent@thameslink.example';
    for (let i = 0; i < 4; i++) expect(errorCode(await startSignIn(app, email, `Wrong-password-${i}!`))).toBe('8033');
    expect(errorCode(await startSignIn(app, email, 'Wrong-password-5!'))).toBe('11007');
    expect(errorCode(await startSignIn(app, email))).toBe('11007');
  });

  it('answers 8034 for another brand or an unknown brand', async () => {
    expect(errorCode(await startSignIn(app, 'hq@southern.example', DEMO_PASSWORD, 'gatwick'))).toBe('8034');
    expect(errorCode(await startSignIn(app, 'hq@southern.example', DEMO_PASSWORD, 'nosuchbrand'))).toBe('8034');
  });

  it('rejects a wrong code with "Code does not match", an expired code, and spends a code after too many tries', async () => {
    const email = 'basic@gatwick.example';
    const token = (await startSignIn(app, email)).json().result.emailToken;
    const code = await latestCode(app, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const confirm = (c: string) =>
      call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
        body: { secondFactorType: 'EMAIL', code: c, token },
      });

    const res = await confirm(wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({ code: '8035', message: 'Code does not match' });
    for (let i = 0; i < 3; i++) expect(errorCode(await confirm(wrong))).toBe('8035');
    expect(errorCode(await confirm(wrong))).toBe('8037');
    expect(errorCode(await confirm(code))).toBe('8036');

    // a fresh sign-in whose code has run out
    const token2 = (await startSignIn(app, email)).json().result.emailToken;
    const code2 = await latestCode(app, email);
    await database.db.execute(
      sql`UPDATE second_factor_codes SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`,
    );
    const expired = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', {
      body: { code: code2, token: token2 },
    });
    expect(errorCode(expired)).toBe('8036');
  });

  it('counts wrong codes sent in parallel: they cannot buy more than 5 guesses', async () => {
    const email = 'agent@thameslink.example';
    const token = (await startSignIn(app, email)).json().result.emailToken;
    const code = await latestCode(app, email);
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const replies = await Promise.all(
      wrong.map((c) => call(app, 'POST', '/api/customers/admin/auth/secondFactor', { body: { code: c, token } })),
    );
    const codes = replies.map(errorCode);
    expect(codes.filter((c) => c === '8035')).toHaveLength(4);
    expect(codes.filter((c) => c === '8037')).toHaveLength(1);
    expect(codes.filter((c) => c !== '8035' && c !== '8037').every((c) => c === '8036')).toBe(true);
    // the code was spent by the fifth wrong guess
    const right = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', { body: { code, token } });
    expect(errorCode(right)).toBe('8036');
  });

  it('resend sends a new code and the old one stops working', async () => {
    const email = 'supervisor@gatwick.example';
    const token = (await startSignIn(app, email)).json().result.emailToken;
    const oldCode = await latestCode(app, email);
    const resend = await call(app, 'POST', '/api/customers/admin/auth/secondFactor/resend', {
      body: { emailToken: token },
    });
    expect(resend.statusCode).toBe(202);
    const newCode = await latestCode(app, email);
    if (oldCode !== newCode) {
      const old = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', { body: { code: oldCode, token } });
      expect(old.statusCode).toBe(401);
      // replaced by the resend: "expired", not "does not match", and no wrong attempt counted
      expect(errorCode(old)).toBe('8036');
    }
    const ok = await call(app, 'POST', '/api/customers/admin/auth/secondFactor', { body: { code: newCode, token } });
    expect(ok.statusCode).toBe(201);
    const unknown = await call(app, 'POST', '/api/customers/admin/auth/secondFactor/resend', {
      body: { emailToken: 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('rotates refresh tokens and revokes the sign-in when a rotated one is reused', async () => {
    const session = await signIn(app, 'agent@gatwick.example');
    const refresh = (token: string) =>
      call(app, 'POST', '/api/customers/auth/refresh', {
        body: { grant_type: 'refresh_token', session_short: false, token },
      });
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(201);
    const next = first.json().result;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(
      (await call(app, 'GET', '/api/admin/customers', { token: next.accessToken, query: { surname: 'S' } })).statusCode,
    ).toBe(200);

    // within the grace window the same token gets the same pair (a second tab); after it, it is reuse
    expect((await refresh(session.refreshToken)).json().result.refreshToken).toBe(next.refreshToken);
    await database.db.execute(
      sql`UPDATE auth_tokens SET revoked_at = revoked_at - interval '1 minute' WHERE rotated_to IS NOT NULL`,
    );
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(errorCode(reused)).toBe('2');
    // reuse revoked the whole sign-in: the newer tokens stop working too
    expect(errorCode(await refresh(next.refreshToken))).toBe('2');
    const denied = await call(app, 'GET', '/api/admin/customers', { token: next.accessToken, query: { surname: 'S' } });
    expect(denied.statusCode).toBe(401);
    expect(errorCode(denied)).toBe('1');
  });

  it('expires access tokens (401 code 1) and logs out with DELETE', async () => {
    const session = await signIn(app, 'hq@gatwick.example');
    const search = (token: string) => call(app, 'GET', '/api/admin/customers', { token, query: { surname: 'Smith' } });
    expect((await search(session.accessToken)).statusCode).toBe(200);
    expect(errorCode(await search('not-a-token'))).toBe('1');

    await database.db.execute(
      sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'access'`,
    );
    expect(errorCode(await search(session.accessToken))).toBe('1');
    const renewed = await call(app, 'POST', '/api/customers/auth/refresh', { body: { token: session.refreshToken } });
    expect(renewed.statusCode).toBe(201);
    const { accessToken, refreshToken } = renewed.json().result;
    expect((await search(accessToken)).statusCode).toBe(200);

    const logout = await call(app, 'DELETE', `/api/customers/auth/${encodeURIComponent(refreshToken)}`);
    expect(logout.statusCode).toBe(204);
    expect(errorCode(await search(accessToken))).toBe('1');
    expect((await call(app, 'POST', '/api/customers/auth/refresh', { body: { token: refreshToken } })).statusCode).toBe(
      401,
    );
    const [audit] = await queryRows<{ action: string; api_endpoint: string }>(
      database.db,
      sql`SELECT action, api_endpoint FROM audit_trail a JOIN staff_users u ON u.id = a.staff_user_id
          WHERE u.email = 'hq@gatwick.example' AND action = 'signOut'`,
    );
    expect(audit.api_endpoint).toBe('/api/customers/auth/{refreshToken}');
  });

  it('resets and changes a password with the policy, and the new password signs in', async () => {
    const email = 'expired@thameslink.example';
    const ask = await call(app, 'POST', '/api/admin/reset-password', { brand: 'thameslink', body: { email } });
    expect(ask.statusCode).toBe(202);
    // unknown e-mails get the same answer
    const probe = await call(app, 'POST', '/api/admin/reset-password', {
      brand: 'thameslink',
      body: { email: 'ghost@thameslink.example' },
    });
    expect(probe.statusCode).toBe(202);

    const mail = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: email } })).json().result[0];
    expect(mail.body).toContain('/change-password?token=');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.body)![1]);
    const change = (password: string) =>
      call(app, 'POST', `/api/admin/reset-password/?token=${encodeURIComponent(token)}`, {
        body: { password, token, brand: 'thameslink' },
      });

    const weak = await change('short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { code: string }) => e.code)).toEqual(expect.arrayContaining(['1002']));
    expect(weak.json().errors[0].fields).toEqual(['password']);
    const badChars = await change('Valid-but-with-£-sign1');
    expect(badChars.statusCode).toBe(400);
    const same = await change(DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(errorCode(same)).toBe('1001');

    expect((await change(NEW_PASSWORD)).statusCode).toBe(204);
    // the link works once
    expect((await change('Another-pass-43!')).statusCode).toBe(400);
    const session = await signIn(app, email, NEW_PASSWORD);
    expect(session.accessLevel).toBe(20);
  });

  it('lists the brands this deployment offers (public GET /config/brands)', async () => {
    const res = await call(app, 'GET', '/api/config/brands');
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((b: { id: string }) => b.id);
    expect(ids).toEqual(expect.arrayContaining(['southern', 'gatwick', 'thameslink']));
    expect(res.json().result[0]).toEqual({
      id: expect.any(String),
      displayName: expect.any(String),
      translationKey: expect.any(String),
      logo: expect.any(String),
    });
    const single = await buildApp({ db: database.db, sandbox: true, distDir: null, brands: ['southern'] });
    try {
      expect((await call(single, 'GET', '/api/config/brands')).json().result.map((b: { id: string }) => b.id)).toEqual([
        'southern',
      ]);
    } finally {
      await single.close();
    }
  });

  it('builds the reset link from the configured public URL, never from a forged Host header', async () => {
    const email = 'station_supervisor@thameslink.example';
    const configured = await buildApp({
      db: database.db,
      sandbox: true,
      distDir: null,
      publicUrl: 'https://console.example/',
    });
    try {
      const ask = await configured.inject({
        method: 'POST',
        url: '/api/admin/reset-password',
        headers: { host: 'evil.example', 'x-brand': 'thameslink' },
        payload: { email },
      });
      expect(ask.statusCode).toBe(202);
    } finally {
      await configured.close();
    }
    const mail = (await call(app, 'GET', '/api/sandbox/outbox', { query: { to: email } })).json().result[0];
    expect(mail.body).toContain('https://console.example/change-password?token=');
    expect(mail.body).not.toContain('evil.example');
  });

  it('answers 400 naming each bad field', async () => {
    const res = await call(app, 'POST', '/api/customers/auth', {
      brand: 'southern',
      body: { username: 'not-an-email', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.flatMap((e: { fields: string[] }) => e.fields);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password', 'extra']));
    for (const error of res.json().errors)
      expect(error).toEqual({ code: '1000', message: expect.any(String), fields: expect.any(Array) });
  });
});
