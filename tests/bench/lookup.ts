// Benchmark (part `lookup`, issue 21): quick lookup to results, p50/p95 in ms per identifier kind. Each lookup is planned
// by the console's own code (lookupTargets → planLookup, an AGENT of southern) and run by runLookup — every matching
// search in parallel — against the sandbox API in process (app.inject), so the figure is the calls' time, parsing and
// grouping included, without the browser's paint. Prints figures, asserts nothing.
//   npx tsx tests/bench/lookup.ts                     small seed, PGlite in .data/bench-small
//   SEED_SCALE=large npx tsx tests/bench/lookup.ts    ≥ 1,000,000 customers (PGlite, seeded once, kept in .data/bench-large)
//   DATABASE_URL=postgres://…/db                      PostgreSQL: that database, seeded once if empty and kept
//   BENCH_N=20                                        lookups per kind
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { openDatabase, queryRows } from '../../server/db/connect';
import { prepareDatabase } from '../../server/db/prepareDatabase';
import type { SeedScale } from '../../server/db/seed';
import { buildUrl } from '../../src/app/http/buildUrl';
import { lookupTargets } from '../../src/app/lookup/lookupTargets';
import { planLookup } from '../../src/app/lookup/planLookup';
import { runLookup } from '../../src/app/lookup/runLookup';
import { gateContextFor } from '../../src/domain/gateContextFor';
import calls from '../../src/generated/api.json';
import type { BrandProfile } from '../../src/generated/types/BrandProfile';
import southern from '../../src/generated/brands/southern.json';

const scale: SeedScale = process.env.SEED_SCALE === 'large' ? 'large' : 'small';
const n = Number(process.env.BENCH_N ?? 20);
const password = 'Demo-password-1!';
const brand = 'southern';

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: `.data/bench-${scale}` });
const t0 = performance.now();
const summary = await prepareDatabase(database, { brands: allBrandIds(), scale, demoPassword: password });
if (summary)
  console.log(
    `seeded ${summary.customers} customers, ${summary.orders} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
const app = await buildApp({ db: database.db, sandbox: true, distDir: null });

const email = `agent@${brand}.example`;
const first = await app.inject({
  method: 'POST',
  url: '/api/customers/auth',
  headers: { 'x-brand': brand },
  payload: { username: email, password },
});
const { emailToken } = first.json().result;
const code = (await app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${email}` })).json().result[0].code;
const { accessToken } = (
  await app.inject({
    method: 'POST',
    url: '/api/customers/admin/auth/secondFactor',
    payload: { code, token: emailToken },
  })
).json().result;

const declared = calls as unknown as Record<string, { method: string; path: string }>;
/** Time of each call by call id and filter, to name the slowest search of a kind. */
const callTimes = new Map<string, number[]>();
/** The console's call contract over app.inject: a non-2xx reply rejects with {status, errors} as the HttpError does. */
async function call(
  callId: string,
  args: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
) {
  const { method, path } = declared[callId];
  const started = performance.now();
  const reply = await app.inject({
    method: method as 'GET',
    url: buildUrl('/api', path, args.params, args.query),
    headers: { authorization: `Bearer ${accessToken}`, 'x-brand': brand },
  });
  const filter = Object.keys(args.query ?? args.params ?? {}).filter((k) => !['page', 'limit', 'scheme'].includes(k));
  const key = `${callId}(${filter.join(',')})`;
  callTimes.set(key, [...(callTimes.get(key) ?? []), performance.now() - started]);
  const body = reply.body ? reply.json() : undefined;
  if (reply.statusCode >= 400) throw { status: reply.statusCode, errors: body?.errors };
  return body;
}

const profile = southern as unknown as BrandProfile;
const targets = lookupTargets(gateContextFor(profile, 'AGENT'), profile.config as unknown as Record<string, unknown>);

const pick = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(database.db, query)).map((row) => String(Object.values(row)[0]));
const spaced = (isrn: string) => `${isrn.slice(0, 6)} ${isrn.slice(6, 10)} ${isrn.slice(10, 14)} ${isrn.slice(14)}`;

// real identifiers of the brand, spread over its records
const kinds: Array<[string, string[]]> = [
  [
    'smartcard (ISRN, spaced)',
    (
      await pick(
        sql`SELECT smartcard_number FROM customers WHERE brand = ${brand} AND smartcard_number IS NOT NULL AND id % 7 = 1 ORDER BY id LIMIT 50`,
      )
    ).map(spaced),
  ],
  ['e-mail', await pick(sql`SELECT email FROM customers WHERE brand = ${brand} AND id % 97 = 3 ORDER BY id LIMIT 50`)],
  ['UK postcode', await pick(sql`SELECT DISTINCT postcode FROM customers WHERE brand = ${brand} LIMIT 50`)],
  [
    'order / customer id',
    await pick(sql`SELECT id FROM orders WHERE brand = ${brand} AND id % 53 = 5 ORDER BY id LIMIT 50`),
  ],
  [
    'UTN',
    await pick(
      sql`SELECT utns[1] FROM orders WHERE brand = ${brand} AND cardinality(utns) > 0 AND id % 11 = 2 ORDER BY id LIMIT 50`,
    ),
  ],
  [
    'collection reference',
    await pick(
      sql`SELECT collection_reference FROM orders WHERE brand = ${brand} AND collection_reference IS NOT NULL ORDER BY id LIMIT 50`,
    ),
  ],
  [
    'railcard number',
    await pick(
      sql`SELECT r.railcard_number FROM railcards r JOIN customers c ON c.id = r.customer_id WHERE c.brand = ${brand} ORDER BY r.id LIMIT 50`,
    ),
  ],
  [
    'delay-repay reference',
    await pick(sql`SELECT claim_ref FROM delay_repay_claims WHERE brand = ${brand} ORDER BY id LIMIT 50`),
  ],
  [
    'compensation request id',
    await pick(sql`SELECT request_id FROM compensation_claims WHERE brand = ${brand} ORDER BY id LIMIT 50`),
  ],
  [
    'compensation claim ref (refused alone)',
    (await pick(sql`SELECT claim_ref FROM compensation_claims WHERE brand = ${brand} ORDER BY id LIMIT 50`)).map(
      (ref) => `COMP${ref}`,
    ),
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The call (and filter) of the kind's searches with the highest median, with that median. */
function slowestCall(): string {
  const medians = [...callTimes].map(
    ([key, times]) =>
      [
        key,
        percentile(
          [...times].sort((a, b) => a - b),
          50,
        ),
      ] as const,
  );
  const [key, ms] = medians.sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return `${key} ${ms.toFixed(0)} ms`;
}

const [{ customers }] = await queryRows<{ customers: number }>(
  database.db,
  sql`SELECT count(*)::int AS customers FROM customers`,
);
console.log(
  `quick lookup to results — ${database.driver}, seed ${scale} (${customers.toLocaleString('en-GB')} customers), AGENT of ${brand}, ${n} lookups per kind`,
);
const table: Record<string, { searches: number; found: number; p50: number; p95: number; slowest: string }> = {};
for (const [kind, values] of kinds) {
  if (values.length === 0) {
    console.log(`${kind}: no sample in this seed`);
    continue;
  }
  // warm-up, not measured
  await runLookup(call, planLookup(values[0], targets));
  const timings: number[] = [];
  callTimes.clear();
  let found = 0;
  const plan0 = planLookup(values[0], targets);
  for (let i = 0; i < n; i++) {
    const plan = planLookup(values[i % values.length], targets);
    const started = performance.now();
    const groups = await runLookup(call, plan);
    timings.push(performance.now() - started);
    found += groups.reduce((sum, g) => sum + g.total, 0);
  }
  const sorted = timings.sort((a, b) => a - b);
  table[kind] = {
    searches: plan0.length,
    found: Math.round(found / n),
    p50: +percentile(sorted, 50).toFixed(1),
    p95: +percentile(sorted, 95).toFixed(1),
    slowest: slowestCall(),
  };
}
console.table(table);
await app.close();
await database.close();
