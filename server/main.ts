// Entry of `npm start` / `npm run serve`: opens (and on first run migrates and seeds) the database, then serves
// the API under /api and the built console at /. Environment: see server/config.ts.
// `npm run dev` (--dev): the console from Vite's dev server instead of dist/, on the same port, with the config
// watcher (server/dev/configWatchPlugin.ts).
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { allBrandIds, loadBrandProfiles, refreshBrandProfiles, type BrandProfile } from './brands';
import { readConfig } from './config';
import { startClockAt } from './startClockAt';
import { openDatabase, type Database } from './db/connect';
import { describeDatabaseError } from './db/describeDatabaseError';
import { prepareDatabase } from './db/prepareDatabase';
import { demoEmail, SPECIAL_ACCOUNTS } from './db/seed';
import { LEVEL_NAMES } from '../src/domain/levels';

const started = performance.now();
const dev = process.argv.includes('--dev');
const config = readConfig(process.env);
if (config.sandboxNow) {
  if (!config.sandbox) throw new Error('SANDBOX_NOW is for the sandbox only (SANDBOX=0 is set)');
  startClockAt(config.sandboxNow);
}
const brands = config.brands ?? allBrandIds();

let database: Database | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

// Close Fastify (in-flight requests finish) and then the database, so PGlite writes everything to its folder.
async function stop(exitCode: number): Promise<never> {
  stopping = true;
  try {
    await app?.close();
  } finally {
    await database?.close().catch((error) => console.error('Closing the database failed:', error));
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // a second signal while closing means "now"
    if (stopping) process.exit(1);
    console.log(`\n${signal}: closing …`);
    void stop(0);
  });
}

let seeded = false;
try {
  database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const summary = await prepareDatabase(database, {
    brands,
    scale: config.seedScale,
    demoPassword: config.demoPassword,
    now: config.sandboxNow,
    onSeed: () => console.log(`Seeding (${config.seedScale}) for ${brands.length} brands …`),
  });
  if (summary) {
    seeded = true;
    console.log(`Seeded ${summary.customers} customers, ${summary.orders} orders, ${summary.staff} staff accounts.`);
  }
} catch (error) {
  if (stopping) await new Promise(() => undefined); // the signal handler is closing and exits
  console.error(describeDatabaseError(error, { url: config.databaseUrl, dataDir: config.dataDir }));
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  await stop(1);
}

try {
  // npm run dev refreshes the profiles in this map after a brand edit (startDevServer); read after its generation
  const profiles = new Map<string, BrandProfile>();
  const devServer = dev ? await startDevServer((edited) => refreshBrandProfiles(profiles, edited)) : undefined;
  for (const [id, profile] of loadBrandProfiles(brands)) profiles.set(id, profile);
  app = await buildApp({
    db: database!.db,
    sandbox: config.sandbox,
    brands,
    profiles,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    distDir: devServer ? null : config.distDir,
    deploymentFile: config.deploymentFile,
    serverFactory: devServer?.serverFactory,
    publicUrl: config.publicUrl,
    consoleOrigins: config.consoleOrigins,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  if (devServer) app.addHook('onClose', () => devServer.vite.close());
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`\nRail back-office console: ${address}/  (API under ${address}/api, ${database!.driver})`);
  console.log(
    `Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Sandbox ${config.sandbox ? 'on' : 'off'}.${config.sandboxNow ? ` Clock started at ${config.sandboxNow.toISOString()}.` : ''}`,
  );
  if (seeded || config.sandbox) printDemoAccounts(brands, config.demoPassword);
  if (devServer) {
    console.log(
      `\nDevelopment mode: edits under brands/ and schemas/ regenerate and update the open screen in place (a brand edit reloads the pages of that brand, and the API takes the new profile); screen catalogue at ${address}/catalogue`,
    );
  }
} catch (error) {
  if (stopping) await new Promise(() => undefined);
  console.error(`Cannot start the server on ${config.host}:${config.port}: ${(error as Error).message}`);
  await stop(1);
}

/**
 * Brings the generated files up to date (a fresh clone, a switched branch), then starts Vite in middleware mode.
 * `onBrandProfiles`: the brands an edit regenerated, for the API to take their new profiles.
 */
async function startDevServer(onBrandProfiles: (brands: string[]) => void) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { generate } = await import('../generators/run');
  const { GenerateError } = await import('../generators/lib/outputs');
  try {
    const written = await generate(root, false);
    if (written.length) console.log(`Generated: ${written.length} file(s) written or removed.`);
  } catch (error) {
    // a broken brand file: start anyway, the page shows the problem as an overlay until it is fixed
    if (!(error instanceof GenerateError)) throw error;
    console.error(`Generation failed:\n${error.problems.join('\n')}`);
  }
  const { createDevServer } = await import('./dev/createDevServer');
  return createDevServer(root, { brands, deploymentFile: config.deploymentFile, onBrandProfiles });
}

function printDemoAccounts(brandIds: string[], password: string) {
  const example = brandIds.includes('southern') ? 'southern' : brandIds[0];
  console.log(
    `\nDemo accounts (password "${password}"; the sign-in code is printed in this log and in GET /api/sandbox/outbox):`,
  );
  console.table([
    ...LEVEL_NAMES.map((level) => ({ account: level as string, email: demoEmail(level.toLowerCase(), example) })),
    ...SPECIAL_ACCOUNTS.map((special) => ({ account: `${special} (AGENT)`, email: demoEmail(special, example) })),
  ]);
  if (brandIds.length > 1)
    console.log(
      `Same names for every brand: ${brandIds.join(', ')} (e.g. hq@${brandIds.find((b) => b !== example)}.example).`,
    );
}
