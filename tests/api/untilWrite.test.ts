// Issue 24: on the embedded database an answer read from it is given again until the next change to it
// (server/db/untilWrite.ts), which this process alone makes (server/db/connect.ts counts them). A kept answer that a
// change has made wrong would be a real bug: a revoked token still signed in, a week shown as it was.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { localWriteCount, queryRows } from '../../server/db/connect';
import { UntilWrite } from '../../server/db/untilWrite';
import { call, signIn } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

describe('changes counted on the embedded database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 180_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('leaves the count alone for a select; a statement, a script and a transaction (also rolled back) move it', async () => {
    const db = database.db;
    const count = () => localWriteCount(db)!;
    const start = count();
    expect(start).toBeTypeOf('number');
    await queryRows(db, sql`SELECT count(*) FROM customers`);
    await db.execute(sql`select 1`);
    expect(count()).toBe(start);
    await db.execute(sql`UPDATE customers SET surname = surname WHERE id = -1`);
    expect(count()).toBe(start + 1);
    await db.execute(
      sql`WITH t AS (UPDATE customers SET surname = surname WHERE id = -1 RETURNING id) SELECT * FROM t`,
    );
    expect(count()).toBe(start + 2);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
    expect(count()).toBe(start + 3);
    await expect(
      db.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(count()).toBe(start + 4);
    await (db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client.exec('SELECT 1; SELECT 2');
    expect(count()).toBe(start + 5);
    // inside a transaction the count is not offered: the transaction's own reads see its uncommitted changes
    await db.transaction(async (tx) => {
      expect(localWriteCount(tx as never)).toBeUndefined();
    });
  });

  it('gives a kept answer again until the next change, or until it is no longer usable', async () => {
    const db = database.db;
    const answers = new UntilWrite<number>(2);
    let loads = 0;
    const load = async () => ++loads;
    expect(await answers.get(db, 'a', load)).toBe(1);
    expect(await answers.get(db, 'a', load)).toBe(1);
    expect(await answers.get(db, 'b', load)).toBe(2);
    await db.execute(sql`UPDATE customers SET surname = surname WHERE id = -1`);
    expect(await answers.get(db, 'a', load)).toBe(3);
    expect(await answers.get(db, 'a', load)).toBe(3);
    // refused by `usable`: loaded again, and the new answer kept
    expect(await answers.get(db, 'a', load, (n) => n > 3)).toBe(4);
    expect(await answers.get(db, 'a', load)).toBe(4);
    // a failed load is not kept
    await expect(answers.get(db, 'c', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await answers.get(db, 'c', load)).toBe(5);
    // at most two kept: 'a' is the least recently used of a, c and d
    expect(await answers.get(db, 'd', load)).toBe(6);
    expect(await answers.get(db, 'a', load)).toBe(7);
  });
});

// the clock is moved with fake timers, which PGlite's now() reads too (it runs in this process); on PostgreSQL the
// database's clock cannot be moved, and there nothing is kept
describe('signed-in check kept until a change or its expiry (pglite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ db: database.db, sandbox: true, distDir: null, accessTokenTtlSeconds: 600 });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses an access token once it expires, with no change to the database in between', async () => {
    const { accessToken } = await signIn(app, 'hq@southern.example');
    expect((await search(app, accessToken)).statusCode).toBe(200);
    expect((await search(app, accessToken)).statusCode).toBe(200);
    // the clock alone moves past the token's expiry
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    expect((await search(app, accessToken)).statusCode).toBe(401);
  });
});

describe.each(DRIVERS)('signed-in check after a change (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: null });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('refuses a token as soon as its user is deactivated by a raw change to the database', async () => {
    const { accessToken } = await signIn(app, 'agent@southern.example');
    expect((await search(app, accessToken)).statusCode).toBe(200);
    expect((await search(app, accessToken)).statusCode).toBe(200);
    await queryRows(database.db, sql`UPDATE staff_users SET active = false WHERE email = 'agent@southern.example'`);
    expect((await search(app, accessToken)).statusCode).toBe(401);
  });
});

const search = (app: FastifyInstance, token: string) =>
  call(app, 'GET', '/api/admin/customers', { token, query: { surname: 'Smith' } });
