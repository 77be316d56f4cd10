// Opens the database the sandbox runs on: PostgreSQL through node-postgres when a URL is given,
// otherwise embedded PGlite (a data folder on disk, or in memory). Same schema, same migrations.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
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
  /** Runs fn while no other instance on the same database runs its own `exclusive` (first start: migrate + seed). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the PostgreSQL advisory lock that serialises the start-up of instances sharing one database. */
const STARTUP_LOCK = 0x7261696c; // "rail"

export type OpenOptions =
  | { url: string }
  /** dataDir undefined = in memory; loadDataDir = a prepared dump (fast test fixtures) */
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // an idle client that loses its connection (server restart) must not crash the process
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      // a session lock lives on one connection, so it gets its own client for as long as fn runs
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
    return { db, driver: 'postgres', exclusive, close: () => pool.end() };
  }
  const releaseFolder = options.dataDir ? claimDataDir(options.dataDir) : () => undefined;
  try {
    const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      // one process owns the folder (claimDataDir), and PGlite runs one query at a time
      exclusive: (fn) => fn(),
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseFolder();
        }
      },
    };
  } catch (error) {
    releaseFolder();
    throw error;
  }
}

/**
 * PGlite is single-process: two servers started on one folder would both write to it and corrupt it.
 * A lock file holding the owner's pid keeps the second out; a lock left by a process that has died is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (isRunning(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(lock, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir);
}

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid?: number) {
    super(
      `the data folder ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'}; stop it first, or set DATA_DIR to another folder`,
    );
  }
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
