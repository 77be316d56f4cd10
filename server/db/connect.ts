// Opens the database the sandbox runs on: PostgreSQL through node-postgres when a URL is given,
// otherwise embedded PGlite (a data folder on disk, or in memory). Same schema, same migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenOptions =
  | { url: string }
  /** dataDir undefined = in memory; loadDataDir = a prepared dump (fast test fixtures) */
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}

/** Applies the drizzle-kit migrations in server/db/migrations (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.driver === 'pglite') await migratePglite(database.db as never, config);
  else await migratePg(database.db as never, config);
}

/** Raw SQL returning rows, the same on both drivers (their result objects both carry `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Underlying PGlite client, for dumps in test fixtures. */
export function pgliteClient(database: Database): PGlite {
  // drizzle keeps the client as `$client`
  return (database.db as unknown as { $client: PGlite }).$client;
}
