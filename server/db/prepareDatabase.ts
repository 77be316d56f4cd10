// Every start: migrate, then seed the database if it is empty. Under the database's start-up lock, so two instances
// starting together on one PostgreSQL neither migrate nor seed twice; the seed is one transaction, so a first start
// that is interrupted leaves an empty database that the next start seeds again, never half a seed.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { migrateDatabase, queryRows, type Database, type Db } from './connect';
import { seedDatabase, type SeedScale, type SeedSummary } from './seed';

export interface PrepareOptions {
  brands: string[];
  scale: SeedScale;
  demoPassword: string;
  /** told before a seed starts (it takes a while) */
  onSeed?: () => void;
  /** the seed's "today" and "now" (SANDBOX_NOW); default the clock's */
  now?: Date;
}

/** Resolves with what was seeded, or undefined when the database already held data. */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<SeedSummary | undefined> {
  return database.exclusive(async () => {
    const applied = await appliedMigrations(database.db);
    await migrateDatabase(database);
    const migrated = (await appliedMigrations(database.db)) > applied;
    const summary = await database.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [{ n }] = await queryRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM staff_users`);
      if (n > 0) return undefined;
      options.onSeed?.();
      // one scrypt hash shared by every demo account keeps the first start fast
      const demoPasswordHash = await hashPassword(options.demoPassword);
      return seedDatabase(t, { brands: options.brands, scale: options.scale, demoPasswordHash, now: options.now });
    });
    // After the seed's commit (VACUUM cannot run in a transaction): it marks the fresh pages all-visible, without
    // which the searches' covering indexes (migration 0003) cannot be read alone (index-only scans); PostgreSQL's
    // autovacuum keeps that up afterwards. PGlite has no autovacuum: a migration that rewrites rows (0005 fills
    // orders.buyer_surname) would leave its index-only scans reading the table until the next seed, so it vacuums then.
    if (summary || (migrated && database.driver === 'pglite'))
      await database.db.execute(sql`VACUUM (ANALYZE) customers, orders`);
    return summary;
  });
}

/** How many migrations the database has applied (0 before the first: drizzle's bookkeeping table is made by it). */
async function appliedMigrations(db: Db): Promise<number> {
  // two queries: a statement naming a missing table fails to parse even in a branch that is never taken
  const [{ exists }] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!exists) return 0;
  const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return n;
}
