// Databases for the API tests. Every suite runs on PGlite, and also on PostgreSQL when DATABASE_URL is set
// (CI always sets it). PGlite starts from a prepared dump (seeded once, cached on disk, ~0.4 s to load);
// PostgreSQL gets a fresh database per suite run (random name, dropped afterwards) so parallel runs never collide.
// A database rather than a schema: drizzle-kit's migrations name "public" in their foreign keys.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { allBrandIds } from '../../../server/brands';
import { MIGRATIONS_FOLDER, openDatabase, pgliteClient, type Database } from '../../../server/db/connect';
import { prepareDatabase } from '../../../server/db/prepareDatabase';
import { londonToday } from '../../../src/domain/londonToday';

export type Driver = 'pglite' | 'postgres';

export const DEMO_PASSWORD = 'Demo-password-1!';

/** The drivers every suite runs against. */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules/.cache/rail-api-fixtures');

export interface TestDatabase extends Database {
  /** drops the per-run PostgreSQL database; closes PGlite */
  dispose(): Promise<void>;
}

export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  return driver === 'pglite' ? openPglite() : openPostgres(process.env.DATABASE_URL!);
}

async function seed(database: Database): Promise<void> {
  await prepareDatabase(database, { brands: allBrandIds(), scale: 'small', demoPassword: DEMO_PASSWORD });
}

/** The dump is keyed by everything that shapes it, and by the day (the seed dates accounts, cases and bulk data from it). */
function fixtureKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  for (const file of ['server/db/seed.ts', 'server/db/seedNames.ts', 'server/db/prepareDatabase.ts'])
    hash.update(readFileSync(join(ROOT, file)));
  // area seeds (server/db/seed/*.ts) shape the dump too
  const areaSeeds = join(ROOT, 'server/db/seed');
  if (existsSync(areaSeeds)) {
    // and so do their data files (stations.csv)
    for (const file of readdirSync(areaSeeds)
      .filter((f) => /\.(ts|csv|json)$/.test(f))
      .sort())
      hash.update(readFileSync(join(areaSeeds, file)));
  }
  hash.update(allBrandIds().join(','));
  hash.update(DEMO_PASSWORD);
  // the seed's day is London's (bulkDataEnd, londonToday): from 23:00 UTC in summer it is a day ahead of UTC's
  hash.update(londonToday());
  return hash.digest('hex').slice(0, 16);
}

/** The seeded PGlite dump every suite starts from (built once, cached on disk). */
export async function seededDump(): Promise<Blob> {
  return new Blob([readFileSync(await ensureSeededDump())]);
}

/** Builds the dump if it is not there yet (vitest's global set-up does this before any suite and its hook timeout). */
export async function ensureSeededDump(): Promise<string> {
  const file = join(CACHE_DIR, `${fixtureKey()}.tar.gz`);
  if (!existsSync(file)) await buildFixtureOnce(file);
  return file;
}

async function openPglite(): Promise<TestDatabase> {
  const database = await openDatabase({ loadDataDir: await seededDump() });
  return { ...database, dispose: () => database.close() };
}

/** Suites start in parallel processes: one builds the dump (holding a lock file), the others wait for it. */
async function buildFixtureOnce(file: string): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return;
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // a lock older than 3 minutes belongs to a crashed run
      const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > 180_000) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    const fresh = await openDatabase({});
    await seed(fresh);
    const dump = await pgliteClient(fresh).dumpDataDir('gzip');
    await fresh.close();
    // write-then-rename: a waiting suite never reads a half-written dump
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
    // dumps of older keys are dead weight, once a day old (another checkout sharing node_modules may use a newer one)
    for (const old of readdirSync(CACHE_DIR).filter((f) => f.endsWith('.tar.gz') && join(CACHE_DIR, f) !== file)) {
      const modified = statSync(join(CACHE_DIR, old), { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - modified > 86_400_000) rmSync(join(CACHE_DIR, old), { force: true });
    }
  } finally {
    rmSync(lock, { force: true });
  }
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const database = await openScratchPostgres(url, 'api_test');
  try {
    await seed(database);
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return database;
}

/** A new, empty PostgreSQL database `{prefix}_{random}` on the server `url` names; dispose drops it. */
export async function openScratchPostgres(url: string, prefix: string): Promise<TestDatabase & { url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    url: target.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
