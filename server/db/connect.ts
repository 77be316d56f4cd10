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
    const writes = countWrites(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    localWrites.set(db, writes);
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

/** The write counter of each embedded database (see localWriteCount); a PostgreSQL database has none. */
const localWrites = new WeakMap<Db, { count: number }>();

/** A statement that only reads: drizzle writes every read as `select …` (a write CTE starts with `with`). */
const READ_ONLY = /^\s*select\b/i;

/**
 * Counts the changes made to an embedded database. PGlite runs in this process only (claimDataDir), and every
 * statement reaches it through `query`, `exec` or `transaction` of this one client (drizzle's too), so a change
 * anywhere — a handler, a test's raw UPDATE, the seed — passes here. The count moves once the change is done
 * (committed, or rolled back: a spurious step costs a rebuild, never a stale answer): a transaction, a script (`exec`)
 * or a statement other than a select. Reads leave it alone. PGlite runs one statement or transaction at a time, so
 * a read never sees a change in flight.
 */
function countWrites(client: PGlite): { count: number } {
  const writes = { count: 0 };
  const counted = <T>(done: Promise<T>): Promise<T> =>
    done.finally(() => {
      writes.count++;
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text, params, options) => {
    const done = query(text, params, options);
    return READ_ONLY.test(text) ? done : counted(done);
  }) as PGlite['query'];
  client.exec = ((text, options) => counted(exec(text, options))) as PGlite['exec'];
  client.transaction = ((callback) => counted(transaction(callback))) as PGlite['transaction'];
  return writes;
}

/**
 * How many changes the database has had, when this process sees every one of them (PGlite, embedded); undefined
 * on PostgreSQL (other processes write to it too) and inside a transaction. An answer read from the database while
 * the count stays the same is still the database's answer (server/db/untilWrite.ts).
 */
export function localWriteCount(db: Db): number | undefined {
  return localWrites.get(db)?.count;
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
