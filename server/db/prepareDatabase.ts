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
}

/** Resolves with what was seeded, or undefined when the database already held data. */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<SeedSummary | undefined> {
  return database.exclusive(async () => {
    await migrateDatabase(database);
    const summary = await database.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [{ n }] = await queryRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM staff_users`);
      if (n > 0) return undefined;
      options.onSeed?.();
      // one scrypt hash shared by every demo account keeps the first start fast
      const demoPasswordHash = await hashPassword(options.demoPassword);
      return seedDatabase(t, { brands: options.brands, scale: options.scale, demoPasswordHash });
    });
    // After the seed's commit (VACUUM cannot run in a transaction): it marks the fresh pages all-visible, without
    // which the searches' covering indexes (migration 0003) cannot be read alone (index-only scans); PostgreSQL's
    // autovacuum keeps that up afterwards.
    if (summary) await database.db.execute(sql`VACUUM (ANALYZE) customers, orders`);
    return summary;
  });
}
