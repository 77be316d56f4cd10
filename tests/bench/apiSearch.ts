// Benchmark: customer and order search API latency (p50/p95 in ms per filter kind) at the current seed.
// Prints figures, asserts nothing.
//   npx tsx tests/bench/apiSearch.ts                      small seed, PGlite in .data/bench-small
//   SEED_SCALE=large npx tsx tests/bench/apiSearch.ts     ≥ 1,000,000 customers (seeded once, kept in .data/bench-large)
//   DATABASE_URL=postgres://… …                           PostgreSQL: a fresh database per run, dropped afterwards
//   BENCH_PG_DATABASE=bench_large                         … or this database, created and seeded once, kept for the next run
//   BENCH_N=300                                           number of searches
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
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
  if (url && process.env.BENCH_PG_DATABASE) return openKeptPostgres(url, process.env.BENCH_PG_DATABASE);
  if (url) return openScratchPostgres(url, 'bench');
  const database = await openDatabase({ dataDir: `.data/bench-${scale}` });
  return { ...database, dispose: () => database.close() };
}

/** The large seed takes minutes: a named database is made once and kept, like PGlite's data folder. */
async function openKeptPostgres(url: string, name: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`BENCH_PG_DATABASE must be a plain lower-case name, not ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return { ...database, dispose: () => database.close() };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const database = await open();
const t0 = performance.now();
const summary = await prepareDatabase(database, { brands: allBrandIds(), scale, demoPassword: password });
if (summary)
  console.log(
    `seeded ${summary.customers} customers, ${summary.orders} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
const [{ customers }] = await queryRows<{ customers: number }>(
  database.db,
  sql`SELECT count(*)::int AS customers FROM customers`,
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
const second = await app.inject({
  method: 'POST',
  url: '/api/customers/admin/auth/secondFactor',
  payload: { code, token: emailToken },
});
const { accessToken } = second.json().result;

// real values to search for, spread over the brand's customers
const samples = await queryRows<{
  first_names: string;
  surname: string;
  email: string;
  postcode: string;
  smartcard_number: string | null;
}>(
  database.db,
  sql`SELECT first_names, surname, email, postcode, smartcard_number FROM customers
      WHERE brand = ${brand} AND id % 97 = 3 ORDER BY id LIMIT 200`,
);
const railcardNumbers = await queryRows<{ railcard_number: string }>(
  database.db,
  sql`SELECT r.railcard_number FROM railcards r JOIN customers c ON c.id = r.customer_id WHERE c.brand = ${brand} ORDER BY r.id LIMIT 50`,
);
const customerKinds: Array<[string, (i: number) => Record<string, string>]> = [
  ['surname', (i) => ({ surname: samples[i % samples.length].surname })],
  ['surname prefix', (i) => ({ surname: samples[i % samples.length].surname.slice(0, 2) })],
  [
    'first+surname',
    (i) => ({
      firstName: samples[i % samples.length].first_names.split(' ')[0],
      surname: samples[i % samples.length].surname,
    }),
  ],
  ['email', (i) => ({ email: samples[i % samples.length].email })],
  ['postcode', (i) => ({ postcode: samples[i % samples.length].postcode })],
  [
    'isrn',
    (i) => ({ isrn: samples.filter((s) => s.smartcard_number)[i % 20]?.smartcard_number ?? '633597000000000000' }),
  ],
  ['railcard', (i) => ({ railcardNumber: railcardNumbers[i % railcardNumbers.length].railcard_number })],
  ['page 3', (i) => ({ surname: samples[i % samples.length].surname.slice(0, 1), page: '3' })],
  ['page 50', (i) => ({ surname: samples[i % samples.length].surname.slice(0, 1), page: '50' })],
];

async function measure(url: string, kinds: Array<[string, (i: number) => Record<string, string>]>) {
  const timings = new Map<string, number[]>(kinds.map(([name]) => [name, []]));
  const headers = { authorization: `Bearer ${accessToken}` };
  // warm-up, not measured
  for (const [, make] of kinds) await app.inject({ method: 'GET', url, query: make(0), headers });
  for (let i = 0; i < n; i++) {
    const [name, make] = kinds[i % kinds.length];
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, query: make(i), headers });
    timings.get(name)!.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`search ${name} answered ${res.statusCode} ${res.body}`);
  }
  const all = [...timings.values()].flat().sort((a, b) => a - b);
  console.table(
    Object.fromEntries(
      [...timings].map(([name, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return [
          name,
          { n: sorted.length, p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1) },
        ];
      }),
    ),
  );
  console.log(`all: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
}

console.log(
  `customer search API — ${database.driver}, seed ${scale} (${customers.toLocaleString('en-GB')} customers), ${n} requests`,
);
await measure('/api/admin/customers', customerKinds);

const [{ orders }] = await queryRows<{ orders: number }>(database.db, sql`SELECT count(*)::int AS orders FROM orders`);
// buyers who have orders, so the order filters find something
const buyers = await queryRows<{ id: number; surname: string; email: string; postcode: string }>(
  database.db,
  sql`SELECT o.id::int AS id, c.surname, c.email, c.postcode FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.brand = ${brand} AND o.id % 53 = 5 ORDER BY o.id LIMIT 200`,
);
const orderKinds: Array<[string, (i: number) => Record<string, string>]> = [
  ['order number', (i) => ({ id: String(buyers[i % buyers.length].id) })],
  ['last name', (i) => ({ lastName: buyers[i % buyers.length].surname })],
  ['last name prefix', (i) => ({ lastName: buyers[i % buyers.length].surname.slice(0, 2) })],
  ['email', (i) => ({ email: buyers[i % buyers.length].email })],
  ['postcode', (i) => ({ postcode: buyers[i % buyers.length].postcode })],
  ['page 3', (i) => ({ lastName: buyers[i % buyers.length].surname.slice(0, 1), page: '3' })],
  ['page 50', (i) => ({ lastName: buyers[i % buyers.length].surname.slice(0, 1), page: '50' })],
];
console.log(
  `order search API — ${database.driver}, seed ${scale} (${orders.toLocaleString('en-GB')} orders), ${n} requests`,
);
await measure('/api/admin/orders', orderKinds);
await app.close();
await database.dispose();
