// Entry of `npm start` / `npm run serve`: opens (and on first run migrates and seeds) the database, then serves
// the API under /api and the built console at /. Environment: see server/config.ts.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { allBrandIds } from './brands';
import { readConfig } from './config';
import { migrateDatabase, openDatabase, queryRows } from './db/connect';
import { demoEmail, seedDatabase, SPECIAL_ACCOUNTS } from './db/seed';
import { hashPassword } from './auth/passwords';
import { LEVEL_NAMES } from '../src/domain/levels';

const started = performance.now();
const config = readConfig(process.env);
const brands = config.brands ?? allBrandIds();

const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
await migrateDatabase(database);

const [{ n: staffCount }] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM staff_users`);
if (staffCount === 0) {
  console.log(`Seeding (${config.seedScale}) for ${brands.length} brands …`);
  // one scrypt hash shared by every demo account keeps the first start fast
  const demoPasswordHash = await hashPassword(config.demoPassword);
  const summary = await seedDatabase(database.db, { brands, scale: config.seedScale, demoPasswordHash });
  console.log(`Seeded ${summary.customers} customers, ${summary.orders} orders, ${summary.staff} staff accounts.`);
}

const app = await buildApp({
  db: database.db,
  sandbox: config.sandbox,
  brands,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  distDir: config.distDir,
  publicUrl: config.publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
const address = await app.listen({ port: config.port, host: config.host });

console.log(`\nRail back-office console: ${address}/  (API under ${address}/api, ${database.driver})`);
console.log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Sandbox ${config.sandbox ? 'on' : 'off'}.`);
if (staffCount === 0 || config.sandbox) printDemoAccounts(brands, config.demoPassword);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function printDemoAccounts(brandIds: string[], password: string) {
  const example = brandIds.includes('southern') ? 'southern' : brandIds[0];
  console.log(`\nDemo accounts (password "${password}"; the sign-in code is printed in this log and in GET /api/sandbox/outbox):`);
  console.table(
    [
      ...LEVEL_NAMES.map((level) => ({ account: level as string, email: demoEmail(level.toLowerCase(), example) })),
      ...SPECIAL_ACCOUNTS.map((special) => ({ account: `${special} (AGENT)`, email: demoEmail(special, example) })),
    ],
  );
  if (brandIds.length > 1) console.log(`Same names for every brand: ${brandIds.join(', ')} (e.g. hq@${brandIds.find((b) => b !== example)}.example).`);
}
