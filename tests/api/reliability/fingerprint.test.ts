// The suite's "nothing changed" proof must itself be able to fail: a real write is seen, a rolled-back one is not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { ChangeWatch } from './support/fingerprint';

describe.each(DRIVERS)('ChangeWatch (%s)', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 300_000);
  afterAll(async () => database?.dispose());

  it('sees a committed write in the table it touched, and nothing after a rollback', async () => {
    const watch = await ChangeWatch.install(database.db);
    expect(await watch.changedTables()).toEqual([]);

    await database.db.execute(sql`UPDATE staff_users SET failed_attempts = failed_attempts + 1 WHERE id = 1`);
    expect(await watch.changedTables()).toEqual(['staff_users']);

    await watch.before();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE customers SET surname = 'Changed' WHERE id = 1`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await watch.changedTables()).toEqual([]);
  });
});
