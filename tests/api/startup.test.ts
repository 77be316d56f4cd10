// Start-up robustness: a restart on an existing data folder, two instances starting together on one PostgreSQL,
// a PGlite folder another live process holds, and the one-line message for a database that cannot be reached.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase, queryRows, type Database } from '../../server/db/connect';
import { describeDatabaseError } from '../../server/db/describeDatabaseError';
import { prepareDatabase } from '../../server/db/prepareDatabase';
import { SHOWCASE_KINDS } from '../../server/db/seed/orders';
import { SMARTCARD_CASES } from '../../server/db/seed/smartcards';
import { KEYGO_CASES } from '../../server/db/seed/keyGo';
import { DEMO_PASSWORD, openScratchPostgres } from './support/testDatabase';

const options = { brands: ['ticketyboo'], scale: 'small' as const, demoPassword: DEMO_PASSWORD };
/** 1,500 customers a brand at the small scale, plus one buyer per showcase order and one customer per smartcard case */
const SEEDED_CUSTOMERS = 1500 + SHOWCASE_KINDS.length + SMARTCARD_CASES.length + KEYGO_CASES.length;
const counts = async (database: Database) =>
  (
    await queryRows<{ staff: number; customers: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM staff_users) AS staff, (SELECT count(*)::int FROM customers) AS customers`,
    )
  )[0];

describe('start-up', () => {
  it('seeds a new PGlite folder once and leaves it alone on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-start-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(await prepareDatabase(first, options)).toMatchObject({ customers: SEEDED_CUSTOMERS });
      const seeded = await counts(first);
      await first.close();

      const again = await openDatabase({ dataDir });
      try {
        expect(await prepareDatabase(again, options)).toBeUndefined();
        expect(await counts(again)).toEqual(seeded);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a PGlite folder that a live process holds, and takes over the lock of a dead one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
    try {
      writeFileSync(join(dataDir, 'server.pid'), String(process.ppid));
      const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect(describeDatabaseError(refused, { dataDir })).toContain(`in use by process ${process.ppid}`);

      writeFileSync(join(dataDir, 'server.pid'), '2147483646'); // no such process
      const database = await openDatabase({ dataDir });
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the database and the cause, without the password, when PostgreSQL cannot be reached', async () => {
    const url = 'postgres://user:secret@127.0.0.1:1/nowhere';
    const database = await openDatabase({ url });
    try {
      const error = await prepareDatabase(database, options).catch((e: unknown) => e);
      const message = describeDatabaseError(error, { url, dataDir: '.data' });
      expect(message).toContain('postgres://user:***@127.0.0.1:1/nowhere');
      expect(message).toContain('is PostgreSQL running?');
      expect(message).not.toContain('secret');
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'lets two instances start together on one empty PostgreSQL: one seeds, once',
    async () => {
      const first = await openScratchPostgres(process.env.DATABASE_URL!, 'start_test');
      const second = await openDatabase({ url: first.url });
      try {
        const results = await Promise.all([prepareDatabase(first, options), prepareDatabase(second, options)]);
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await counts(first)).toEqual({ staff: expect.any(Number), customers: SEEDED_CUSTOMERS });
      } finally {
        await second.close();
        await first.dispose();
      }
    },
    120_000,
  );
});
