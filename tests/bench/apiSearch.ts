// Benchmark: customer search API latency (p50/p95 in ms) at the current seed. Prints figures, asserts nothing.
//   npx tsx tests/bench/apiSearch.ts                      small seed, PGlite in .data/bench-small
//   SEED_SCALE=large npx tsx tests/bench/apiSearch.ts     ≥ 1,000,000 customers (seeded once, kept in .data/bench-large)
//   DATABASE_URL=postgres://… …                           PostgreSQL: a fresh database per run, dropped afterwards
//   BENCH_N=300                                           number of searches
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { allBrandIds } from '../../server/brands';
import { openDatabase, queryRows } from '../../server/db/connect';
import { prepareDatabase } from '../../server/db/prepareDatabase';
import type { SeedScale } from '../../server/db/seed';
import { openScratchPostgres, type TestDatabase } from '../api/support/testDatabase';

const scale: SeedScale = process.env.SEED_SCALE === 'large' ? 'large' : 'small';
const n = Number(process.env.BENCH_N ?? 300);
const password = 'Demo-password-1!';
const brand = 'southern';

async function open(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return openScratchPostgres(url, 'bench');
  const database = await openDatabase({ dataDir: `.data/bench-${scale}` });
  return { ...database, dispose: () => database.close() };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const database = await open();
const t0 = performance.now();
const summary = await prepareDatabase(database, { brands: allBrandIds(), scale, demoPassword: password });
if (summary) console.log(`seeded ${summary.customers} customers, ${summary.orders} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const [{ customers }] = await queryRows<{ customers: number }>(database.db, sql`SELECT count(*)::int AS customers FROM customers`);

const app = await buildApp({ db: database.db, sandbox: true, distDir: null });
const email = `agent@${brand}.example`;
const first = await app.inject({ method: 'POST', url: '/api/customers/auth', headers: { 'x-brand': brand }, payload: { username: email, password } });
const { emailToken } = first.json().result;
const code = (await app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${email}` })).json().result[0].code;
const second = await app.inject({ method: 'POST', url: '/api/customers/admin/auth/secondFactor', payload: { code, token: emailToken } });
const { accessToken } = second.json().result;

// real values to search for, spread over the brand's customers
const samples = await queryRows<{ first_names: string; surname: string; email: string; postcode: string; smartcard_number: string | null }>(
  database.db,
  sql`SELECT first_names, surname, email, postcode, smartcard_number FROM customers
      WHERE brand = ${brand} AND id % 97 = 3 ORDER BY id LIMIT 200`,
);
const railcardNumbers = await queryRows<{ railcard_number: string }>(
  database.db,
  sql`SELECT r.railcard_number FROM railcards r JOIN customers c ON c.id = r.customer_id WHERE c.brand = ${brand} ORDER BY r.id LIMIT 50`,
);
const kinds: Array<[string, (i: number) => Record<string, string>]> = [
  ['surname', (i) => ({ surname: samples[i % samples.length].surname })],
  ['surname prefix', (i) => ({ surname: samples[i % samples.length].surname.slice(0, 2) })],
  ['first+surname', (i) => ({ firstName: samples[i % samples.length].first_names.split(' ')[0], surname: samples[i % samples.length].surname })],
  ['email', (i) => ({ email: samples[i % samples.length].email })],
  ['postcode', (i) => ({ postcode: samples[i % samples.length].postcode })],
  ['isrn', (i) => ({ isrn: samples.filter((s) => s.smartcard_number)[i % 20]?.smartcard_number ?? '633597000000000000' })],
  ['railcard', (i) => ({ railcardNumber: railcardNumbers[i % railcardNumbers.length].railcard_number })],
  ['page 3', (i) => ({ surname: samples[i % samples.length].surname.slice(0, 1), page: '3' })],
];

const timings = new Map<string, number[]>(kinds.map(([name]) => [name, []]));
// warm-up, not measured
for (const [, make] of kinds) await app.inject({ method: 'GET', url: '/api/admin/customers', query: make(0), headers: { authorization: `Bearer ${accessToken}` } });
for (let i = 0; i < n; i++) {
  const [name, make] = kinds[i % kinds.length];
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: '/api/admin/customers', query: make(i), headers: { authorization: `Bearer ${accessToken}` } });
  timings.get(name)!.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`search ${name} answered ${res.statusCode} ${res.body}`);
}

const all = [...timings.values()].flat().sort((a, b) => a - b);
console.log(`customer search API — ${database.driver}, seed ${scale} (${customers.toLocaleString('en-GB')} customers), ${n} requests`);
console.table(
  Object.fromEntries(
    [...timings].map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [name, { n: sorted.length, p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1) }];
    }),
  ),
);
console.log(`all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
await app.close();
await database.dispose();
