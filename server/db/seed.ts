// Deterministic demo data (DESIGN "Seed data"): the same rows on every machine for a given scale and brand list.
// Customers, addresses, trails and orders are made set-based (INSERT … SELECT generate_series) so that
// even a million customers seed in reasonable time; "random" values come from hashint8 of the row number and a
// salt, a fixed-seed PRNG inside the database. Staff accounts are few and are made in TypeScript (mulberry32).
// Dates count back from the seeding day (bulkDataEnd: SANDBOX_NOW's day, else today's), each row keeping the same age
// on every day, so the same ids hold the same cases whenever the sandbox is seeded (issue 34, decision 2520).
import { sql } from 'drizzle-orm';
import { LEVEL_NAMES, LEVELS } from '../../src/domain/levels';
import { queryRows, type Db } from './connect';
import { staffUsers } from './schema';
import { seedVouchers } from './seed/vouchers';
import { bulkOrderExtrasSql, seedOrders } from './seed/orders';
import { seedRailcards } from './seed/railcards';
import { seedReference } from './seed/reference';
import { seedSmartcards } from './seed/smartcards';
import { seedKeyGo } from './seed/keyGo';
import { seedAccountLocks, seedDeletionRequests } from './seed/accounts';
import { seedDelayRepay } from './seed/delayRepay';
import { seedCompensation } from './seed/compensation';
import { bulkDataEnd } from './seed/bulkDataEnd';
import { mulberry32 } from './seed/mulberry32';
import { literalArray, pick, rnd } from './seed/sqlRandom';
import {
  CHANNELS,
  DELIVERY_TYPES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  ORDER_STATES,
  STREETS,
  SURNAMES,
  TOWNS,
  TRAIL_DESCRIPTIONS,
} from './seedNames';

export type SeedScale = 'small' | 'large';

export interface SeedOptions {
  brands: string[];
  scale: SeedScale;
  /** scrypt hash of the demo password, computed once by the caller and shared by every demo account */
  demoPasswordHash: string;
  /** the seeding instant (SANDBOX_NOW, else the clock's): the special cases (expired, suspended …) are relative to
   * it, and the bulk data ends at the start of its day (bulkDataEnd) */
  now?: Date;
}

/** Customers per brand at the small scale; large makes ≥ 1,000,000 in total. */
const SMALL_CUSTOMERS_PER_BRAND = 1500;
const LARGE_TOTAL_CUSTOMERS = 1_000_000;
/** At the large scale only the first customers get orders and trails (orders would otherwise reach tens of millions). */
const LARGE_DETAIL_LIMIT = 70_000;

/**
 * Bare customers, so the account page's empty notices ('No addresses', 'No account changes', 'No orders') are met
 * on real data: in every block of 100 customers of a brand (in id order), places 41–47 lack what the bits of
 * (place − 40) say — 1 no addresses, 2 no account-changes trail, 4 no orders — so each combination occurs once per
 * block (7 % of customers; place 47 lacks all three). Everyone else has an address; trails and orders stay random
 * and may still be empty by chance. `bareCustomerId` finds them for tests.
 */
export const BARE_CUSTOMER = { noAddresses: 1, noTrail: 2, noOrders: 4 } as const;
const BARE_BLOCK = 100;
const BARE_FIRST_PLACE = 41;

/**
 * Id of a brand's customer that lacks exactly `lacks` (a sum of BARE_CUSTOMER bits) in the `block`-th block of 100.
 * @example bareCustomerId(allBrandIds(), 'southern', BARE_CUSTOMER.noAddresses | BARE_CUSTOMER.noTrail | BARE_CUSTOMER.noOrders)
 */
export function bareCustomerId(brands: readonly string[], brand: string, lacks: number, block = 0): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  if (!Number.isInteger(lacks) || lacks < 1 || lacks > 7) throw new Error(`lacks must be 1–7, not ${lacks}`);
  const place = block * BARE_BLOCK + BARE_FIRST_PLACE - 1 + lacks; // 1-based, among the brand's customers
  return (place - 1) * brands.length + index + 1;
}

/** SQL condition: customer `id` has the part `bit` (customers are dealt to the brands in turn, see customersSql). */
function hasPart(id: string, brandCount: number, bit: number): string {
  const place = `(((${id}) - 1) / ${brandCount} % ${BARE_BLOCK} + 1)`;
  return `NOT (${place} BETWEEN ${BARE_FIRST_PLACE} AND ${BARE_FIRST_PLACE + 6} AND ((${place} - ${BARE_FIRST_PLACE - 1}) & ${bit}) <> 0)`;
}

export interface SeedSummary {
  customers: number;
  orders: number;
  staff: number;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { brands, scale } = options;
  const perBrand = scale === 'large' ? Math.ceil(LARGE_TOTAL_CUSTOMERS / brands.length) : SMALL_CUSTOMERS_PER_BRAND;
  const total = perBrand * brands.length;
  const detailLimit = scale === 'large' ? LARGE_DETAIL_LIMIT : total;

  // one instant for every part, so a seed that runs over midnight still has one "today"
  const now = options.now ?? new Date();
  const end = bulkDataEnd(now);
  const staff = await seedStaff(db, { ...options, now });
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(customersSql(brands, total));
    await t.execute(addressesSql(total, brands.length));
    await t.execute(trailSql(detailLimit, brands.length, end));
    await t.execute(ordersSql(detailLimit, brands.length, end));
    await seedOrders(t, { brands, now });
    await seedVouchers(t, { brands, customerLimit: detailLimit, now });
    await seedRailcards(t, { brands, total, customerLimit: detailLimit, now });
    await seedReference(t, { customerLimit: detailLimit });
    await seedSmartcards(t, { brands, customerLimit: detailLimit, now });
    await seedKeyGo(t, { brands, now });
    await seedDelayRepay(t, { brands, now });
    // the claims belong to the 2018 scheme (COMP2018) and are dated in it unless SANDBOX_NOW is set, as before
    await seedCompensation(t, { brands, now: options.now });
    await seedAccountLocks(t, { brands, now });
    await seedDeletionRequests(t, { brands, now });
    // ids were given explicitly (deterministic); move the identity sequences past them
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`);
    await t.execute(
      sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT coalesce(max(id), 1) FROM orders))`,
    );
    for (const table of ['addresses', 'customer_trail']) {
      await t.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`),
      );
    }
  });
  await db.execute(sql`ANALYZE`);
  // counted, not computed: area seeds add customers of their own (the showcase orders' buyers)
  const [{ customers, orders }] = await queryRows<{ customers: number; orders: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM orders) AS orders`,
  );
  return { customers, orders, staff };
}

// ---------------------------------------------------------------- staff

/** Special demo accounts made for every brand besides one per level (documented in README). */
export const SPECIAL_ACCOUNTS = ['disabled', 'expired', 'locked', 'suspended', 'removed'] as const;

export function demoEmail(local: string, brand: string): string {
  return `${local}@${brand}.example`;
}

async function seedStaff(db: Db, { brands, demoPasswordHash, now = new Date() }: SeedOptions): Promise<number> {
  const day = 86_400_000;
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const rows: Array<typeof staffUsers.$inferInsert> = [];
  const random = mulberry32(20260101);
  for (const brand of brands) {
    for (const level of LEVEL_NAMES) {
      rows.push({
        email: demoEmail(level.toLowerCase(), brand),
        brand,
        passwordHash: demoPasswordHash,
        grantLevel: LEVELS[level],
      });
    }
    const base = { brand, passwordHash: demoPasswordHash, grantLevel: LEVELS.AGENT };
    rows.push({ ...base, email: demoEmail('disabled', brand), active: false });
    rows.push({ ...base, email: demoEmail('expired', brand), passwordChangedAt: ago(120), lastLogin: ago(1) });
    rows.push({
      ...base,
      email: demoEmail('locked', brand),
      failedAttempts: 5,
      lockedUntil: new Date('2099-01-01T00:00:00Z'),
    });
    rows.push({
      ...base,
      email: demoEmail('suspended', brand),
      passwordChangedAt: ago(75),
      lastLogin: ago(75),
      created: ago(400),
    });
    rows.push({ ...base, email: demoEmail('removed', brand), removed: true, active: false });
    // a dozen ordinary colleagues so the staff list has something to page through
    for (let k = 0; k < 12; k++) {
      const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)];
      const last = SURNAMES[Math.floor(random() * SURNAMES.length)].replace(/'/g, '');
      const level = LEVEL_NAMES[Math.floor(random() * LEVEL_NAMES.length)];
      rows.push({
        brand,
        email: `${first}.${last}${k + 1}@${brand}.example`.toLowerCase(),
        passwordHash: demoPasswordHash,
        grantLevel: LEVELS[level],
        active: random() > 0.15,
        lastLogin: ago(Math.floor(random() * 30)),
        created: ago(30 + Math.floor(random() * 700)),
      });
    }
  }
  await db.insert(staffUsers).values(rows);
  return rows.length;
}

// ---------------------------------------------------------------- set-based SQL

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function customersSql(brands: string[], total: number) {
  // FIRST_NAMES lists 30 boys' names, then girls' names: the title follows
  const firstIndex = rnd('g.i', 1, FIRST_NAMES.length);
  const first = `(${literalArray(FIRST_NAMES)})[1 + ${firstIndex}]`;
  const title = `CASE WHEN ${firstIndex} < 30 THEN ${pick(['Mr', 'Mr', 'Mr', 'Dr', 'Mx'], 'g.i', 9)} ELSE ${pick(['Mrs', 'Miss', 'Ms', 'Ms', 'Dr'], 'g.i', 9)} END`;
  const middle = pick(FIRST_NAMES, 'g.i', 2);
  const surname = pick(SURNAMES, 'g.i', 3);
  const areaIndex = rnd('g.i', 4, TOWNS.length);
  const areas = literalArray(TOWNS.map(([a]) => a));
  const postcode =
    `(${areas})[1 + ${areaIndex}] || (1 + ${rnd('g.i', 5, 20)})::text || ' ' || ${rnd('g.i', 6, 10)}::text` +
    ` || substr('${POSTCODE_LETTERS}', 1 + ${rnd('g.i', 7, 20)}::int, 1) || substr('${POSTCODE_LETTERS}', 1 + ${rnd('g.i', 8, 20)}::int, 1)`;
  return sql.raw(`
    INSERT INTO customers (id, brand, title, first_names, surname, email, telephone_number, postcode,
                           smartcard_number, photocard_id, date_of_birth, is_locked, deleted, preferences)
    OVERRIDING SYSTEM VALUE
    SELECT g.i,
           (${literalArray(brands)})[1 + ((g.i - 1) % ${brands.length})],
           ${title},
           CASE WHEN g.i % 7 = 0 THEN n.first || ' ' || n.middle ELSE n.first END,
           n.surname,
           lower(n.first || '.' || replace(n.surname, '''', '') || g.i) || '@' || ${pick(EMAIL_DOMAINS, 'g.i', 10)},
           '07' || lpad(${rnd('g.i', 11, 1_000_000_000)}::text, 9, '0'),
           n.postcode,
           CASE WHEN g.i % 3 = 0 THEN '633597' || lpad(g.i::text, 8, '0') || lpad(${rnd('g.i', 12, 10000)}::text, 4, '0') END,
           CASE WHEN g.i % 11 = 0 THEN 'PC' || lpad(g.i::text, 8, '0') END,
           date '1940-01-01' + ${rnd('g.i', 13, 25000)}::int,
           g.i % 97 = 0,
           g.i % 499 = 0,
           -- 001 §3 Marketing preferences, every key (src/domain/marketingPreferencesFor); the delay-repay seed opts some in
           jsonb_build_object('isOver16', true, 'emailServiceUpdates', ${rnd('g.i', 14, 2)} = 1, 'smsServiceUpdates', ${rnd('g.i', 15, 2)} = 1,
             'emailPromotions', ${rnd('g.i', 16, 4)} = 1, 'smsPromotions', ${rnd('g.i', 17, 4)} = 1, 'emailProducts', ${rnd('g.i', 18, 3)} = 1,
             'smsProducts', ${rnd('g.i', 19, 5)} = 1, 'autoDelayRepay', false, 'autoDelayRepayApp', false, 'autoDelayRepayEmail', false,
             'brandPreference', CASE WHEN (${literalArray(brands)})[1 + ((g.i - 1) % ${brands.length})] = 'thameslink'
               THEN (ARRAY['thameslink', 'greatnorthern', NULL])[1 + ${rnd('g.i', 23, 3)}] END)
    FROM generate_series(1, ${total}) AS g(i)
    CROSS JOIN LATERAL (SELECT ${first} AS first, ${middle} AS middle, ${surname} AS surname, ${postcode} AS postcode) AS n
  `);
}

function addressesSql(total: number, brandCount: number) {
  const towns = literalArray(TOWNS.map(([, town]) => town));
  const areas = literalArray(TOWNS.map(([a]) => a));
  return sql.raw(`
    INSERT INTO addresses (id, customer_id, name, contact_name, line1, line2, town, post_code, country, telephone_number, is_smartcard)
    SELECT c.id, c.id, 'Home', c.first_names || ' ' || c.surname,
           (1 + ${rnd('c.id', 20, 180)})::text || ' ' || ${pick(STREETS, 'c.id', 21)},
           CASE WHEN c.id % 4 = 0 THEN 'Flat ' || (1 + ${rnd('c.id', 22, 30)})::text END,
           coalesce((${towns})[array_position(${areas}, substring(c.postcode from '^[A-Z]+'))], 'London'),
           c.postcode, 'GBR', c.telephone_number, c.smartcard_number IS NOT NULL
    FROM customers c WHERE c.id <= ${total} AND ${hasPart('c.id', brandCount, BARE_CUSTOMER.noAddresses)}
  `);
}

function trailSql(detailLimit: number, brandCount: number, end: Date) {
  const editors = literalArray(['customer', 'agent', 'supervisor', 'hq']);
  return sql.raw(`
    INSERT INTO customer_trail (customer_id, date, description, editor)
    SELECT c.id,
           timestamptz '${end.toISOString()}' - make_interval(mins => ${rnd('c.id * 64 + k', 40, 2 * 365 * 24 * 60)}::int),
           ${pick(TRAIL_DESCRIPTIONS, 'c.id * 64 + k', 41)},
           CASE WHEN e.who = 'customer' THEN 'customer' ELSE e.who || '@' || c.brand || '.example' END
    FROM customers c
    CROSS JOIN LATERAL generate_series(1, ${rnd('c.id', 42, 13)}::int) AS k
    CROSS JOIN LATERAL (SELECT (${editors})[1 + ${rnd('c.id * 64 + k', 43, 4)}] AS who) AS e
    WHERE c.id <= ${detailLimit} AND ${hasPart('c.id', brandCount, BARE_CUSTOMER.noTrail)}
    ORDER BY c.id, k
  `);
}

function ordersSql(detailLimit: number, brandCount: number, end: Date) {
  // every 10th customer has 21–60 orders so the 20-per-page history has several pages; the others 0–8
  const count = `CASE WHEN c.id % 10 = 0 THEN 21 + ${rnd('c.id', 50, 40)} ELSE ${rnd('c.id', 51, 9)} END`;
  const row = 'c.id * 64 + k';
  return sql.raw(`
    INSERT INTO orders (id, brand, customer_id, state, purchase_date, channel, delivery_type, collection_reference, total,
                        was_amended, utns, detail, buyer_surname)
    OVERRIDING SYSTEM VALUE
    SELECT o.id, o.brand, o.customer_id, o.state, o.purchase_date, o.channel, o.delivery_type, o.collection_reference, o.total,
           ${bulkOrderExtrasSql('o')}, '{}'::jsonb, o.buyer_surname
    FROM (
      SELECT 10000000 + row_number() OVER (ORDER BY c.id, k) AS id,
             c.brand, c.id AS customer_id, d.state,
             timestamptz '${end.toISOString()}' - make_interval(mins => ${rnd(row, 52, 3 * 365 * 24 * 60)}::int) AS purchase_date,
             ${pick(CHANNELS, row, 53)} AS channel,
             -- smartcard delivery only for customers who have a smartcard (their card's status decides refunds, 000 §4)
             CASE WHEN d.delivery = 'Smartcard' AND c.smartcard_number IS NULL THEN 'E-ticket' ELSE d.delivery END AS delivery_type,
             CASE WHEN d.delivery = 'Ticket on departure' THEN upper(substr(md5((${row})::text), 1, 8)) END AS collection_reference,
             300 + ${rnd(row, 54, 20000)}::int AS total,
             -- given here, so the orders_buyer_surname trigger (migration 0005) need not look each buyer up again
             c.surname AS buyer_surname
      FROM customers c
      CROSS JOIN LATERAL generate_series(1, ${count}::int) AS k
      CROSS JOIN LATERAL (SELECT ${pick(ORDER_STATES, row, 55)} AS state, ${pick(DELIVERY_TYPES, row, 56)} AS delivery) AS d
      WHERE c.id <= ${detailLimit} AND ${hasPart('c.id', brandCount, BARE_CUSTOMER.noOrders)}
    ) AS o
  `);
}
