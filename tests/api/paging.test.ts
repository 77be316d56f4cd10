// Capped counts of the search lists (server/handlers/paging.ts): exact up to a floor or ten pages past the page
// asked for, "at least" beyond it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedCount, COUNT_FLOOR, paging } from '../../server/handlers/paging';
import { openDatabase } from '../../server/db/connect';
import { DRIVERS, openScratchPostgres, type TestDatabase } from './support/testDatabase';

describe.each(DRIVERS)('capped counts (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // plain SQL over generate_series: an empty database will do, no seed
    if (driver === 'postgres') database = await openScratchPostgres(process.env.DATABASE_URL!, 'paging_test');
    else {
      const pglite = await openDatabase({});
      database = { ...pglite, dispose: () => pglite.close() };
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const rows = (n: number) => sql`SELECT 1 FROM generate_series(1, ${n}::int)`;

  it('counts exactly up to the floor', async () => {
    expect(await cappedCount(database.db, paging({}, 20), rows(COUNT_FLOOR - 1))).toEqual({
      total: COUNT_FLOOR - 1,
      capped: false,
    });
    expect(await cappedCount(database.db, paging({}, 20), rows(COUNT_FLOOR))).toEqual({
      total: COUNT_FLOOR,
      capped: false,
    });
  });

  it('stops at the floor and says so when there are more', async () => {
    expect(await cappedCount(database.db, paging({}, 20), rows(50_000))).toEqual({ total: COUNT_FLOOR, capped: true });
  });

  it('counts ten pages past a deep page, so the next pages stay reachable', async () => {
    const deep = paging({ page: 200, limit: 20 }, 20); // rows 3981–4000
    expect(await cappedCount(database.db, deep, rows(50_000))).toEqual({ total: 3980 + 200, capped: true });
    expect(await cappedCount(database.db, deep, rows(4100))).toEqual({ total: 4100, capped: false });
  });
});
