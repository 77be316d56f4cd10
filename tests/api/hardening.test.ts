// Issue 9 defects found by an outside probe: each test here failed before its fix (lockout under concurrency,
// audit in the change's transaction, text a database cannot store, unbounded integers, parallel refreshes,
// resend limits, the refresh cookie).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { queryRows } from '../../server/db/connect';
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
});
