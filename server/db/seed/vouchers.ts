// Deterministic e-vouchers (000 §3 Voucher, §4 states) for every brand with flag enableEvouchers.
// Each such brand's first customer (voucherDemoCustomerId) holds a fixed set of twelve vouchers — two Pending
// requests, Accepted, Declined and expired ones, more than one page — and its second customer
// (voucherlessCustomerId) holds none, so the tests and demos meet every state and the empty notice. Every 4th other
// customer gets 1–3 vouchers made set-based with hashint8 (see server/db/seed.ts). Dates count from the seeding day,
// so Pending requests are never already expired.
import { sql } from 'drizzle-orm';
import { caseReferenceWithProduct } from '../../../src/domain/caseReferenceWithProduct';
import { londonToday } from '../../../src/domain/londonToday';
import { addYears } from '../../../src/domain/voucherExpiryDefaults';
import { loadBrandProfiles } from '../../brands';
import type { Db } from '../connect';
import { vouchers } from '../schema';
import { literalArray, pick, rnd } from './sqlRandom';

export interface VoucherSeedOptions {
  brands: string[];
  /** only customers with an id up to this get random vouchers (the large scale keeps details to the first ones) */
  customerLimit: number;
  now?: Date;
}

/** Customer ids are dealt to the brands in turn (server/db/seed.ts customersSql): place p of brand i is (p − 1)·n + i + 1. */
export function customerAt(brands: readonly string[], brand: string, place: number): number {
  const index = brands.indexOf(brand);
  if (index < 0) throw new Error(`Unknown brand ${brand}`);
  return (place - 1) * brands.length + index + 1;
}

/** The brand's customer with the fixed twelve vouchers (see FIXED_VOUCHERS). */
export function voucherDemoCustomerId(brands: readonly string[], brand: string): number {
  return customerAt(brands, brand, 1);
}

/** The brand's customer without any voucher ('No e-vouchers'). */
export function voucherlessCustomerId(brands: readonly string[], brand: string): number {
  return customerAt(brands, brand, 2);
}

interface FixedVoucher {
  status: 'Pending' | 'Accepted' | 'Declined';
  reason: 'DELAY_REPAY' | 'GOODWILL' | 'OTHER';
  amount: number;
  balance: number;
  otherReason?: string;
  declineReason?: string;
  creator: string;
  reviewer?: string;
}

/**
 * The demo customer's vouchers, newest start first: k-th starts (k − 1)·40 days before the seeding day and runs
 * one year, so the 11th and 12th have expired. Pending 1 (£75 goodwill) and 2 (£60 delay repay) are requests.
 */
export const FIXED_VOUCHERS: readonly FixedVoucher[] = [
  { status: 'Pending', reason: 'GOODWILL', amount: 7500, balance: 7500, creator: 'agent' },
  { status: 'Pending', reason: 'DELAY_REPAY', amount: 6000, balance: 6000, creator: 'agent' },
  { status: 'Accepted', reason: 'DELAY_REPAY', amount: 2000, balance: 2000, creator: 'agent' },
  { status: 'Accepted', reason: 'GOODWILL', amount: 10000, balance: 3550, creator: 'agent', reviewer: 'supervisor' },
  {
    status: 'Declined',
    reason: 'OTHER',
    amount: 4000,
    balance: 4000,
    otherReason: 'Lost luggage',
    declineReason: 'Not covered by the scheme',
    creator: 'basic',
    reviewer: 'supervisor',
  },
  { status: 'Accepted', reason: 'DELAY_REPAY', amount: 1250, balance: 0, creator: 'agent' },
  {
    status: 'Accepted',
    reason: 'OTHER',
    amount: 2500,
    balance: 2500,
    otherReason: 'Station closure',
    creator: 'supervisor',
  },
  { status: 'Accepted', reason: 'DELAY_REPAY', amount: 800, balance: 300, creator: 'agent' },
  { status: 'Accepted', reason: 'GOODWILL', amount: 5000, balance: 5000, creator: 'hq' },
  { status: 'Accepted', reason: 'DELAY_REPAY', amount: 1500, balance: 1500, creator: 'agent' },
  { status: 'Accepted', reason: 'DELAY_REPAY', amount: 3000, balance: 3000, creator: 'agent' },
  { status: 'Pending', reason: 'GOODWILL', amount: 9000, balance: 9000, creator: 'basic' },
];

const DAY = 86_400_000;
const OTHER_REASONS = ['Station closure', 'Lost property', 'Accessibility assistance failed', 'Ticket machine fault'];
const DECLINE_REASONS = [
  'Already compensated',
  'Not covered by the scheme',
  'Duplicate request',
  'Insufficient evidence',
];

export async function seedVouchers(
  t: Db,
  { brands, customerLimit, now = new Date() }: VoucherSeedOptions,
): Promise<void> {
  const profiles = loadBrandProfiles(brands);
  const voucherBrands = brands.filter((b) => profiles.get(b)!.flags.enableEvouchers);
  if (voucherBrands.length === 0) return;
  const today = londonToday(now);
  const dayBefore = (days: number) => londonToday(new Date(new Date(`${today}T12:00:00Z`).getTime() - days * DAY));

  // the fixed set, in TypeScript: few rows, easy to read
  const rows: Array<typeof vouchers.$inferInsert> = [];
  for (const brand of voucherBrands) {
    const customerId = voucherDemoCustomerId(brands, brand);
    const product = profiles.get(brand)!.config.voucherProduct;
    FIXED_VOUCHERS.forEach((v, k) => {
      const startDate = dayBefore(k * 40);
      rows.push({
        customerId,
        brand,
        status: v.status,
        caseReference: caseReferenceWithProduct(product, `DEMO-${k + 1}`),
        startDate,
        expiryDate: addYears(startDate, 1),
        amount: v.amount,
        balance: v.balance,
        reason: v.reason,
        otherReason: v.otherReason ?? null,
        declineReason: v.declineReason ?? null,
        creator: `${v.creator}@${brand}.example`,
        reviewer: v.reviewer ? `${v.reviewer}@${brand}.example` : null,
        created: new Date(`${startDate}T09:00:00Z`),
        reviewed: v.reviewer ? new Date(`${startDate}T15:00:00Z`) : null,
      });
    });
  }
  await t.insert(vouchers).values(rows);

  // the rest, set-based: every 4th customer of a voucher brand after the first two places
  const n = brands.length;
  const products = literalArray(voucherBrands.map((b) => profiles.get(b)!.config.voucherProduct));
  const row = 'c.id * 8 + k';
  const who = (salt: number) =>
    `${pick(['agent', 'agent', 'basic', 'supervisor'], row, salt)} || '@' || c.brand || '.example'`;
  await t.execute(
    sql.raw(`
    INSERT INTO vouchers (customer_id, brand, status, case_reference, start_date, expiry_date, amount, balance, reason,
                          other_reason, decline_reason, creator, reviewer, created, reviewed)
    SELECT c.id, c.brand, v.status,
           (${products})[array_position(${literalArray(voucherBrands)}, c.brand)] || '-C' || lpad((${row})::text, 8, '0'),
           v.start_date, (v.start_date + interval '1 year' + make_interval(days => ${rnd(row, 65, 120)}::int))::date,
           v.amount,
           CASE WHEN v.status = 'Accepted' THEN v.amount - v.amount * ${rnd(row, 64, 101)} / 100 ELSE v.amount END,
           v.reason,
           CASE WHEN v.reason = 'OTHER' THEN ${pick(OTHER_REASONS, row, 66)} END,
           CASE WHEN v.status = 'Declined' THEN ${pick(DECLINE_REASONS, row, 67)} END,
           ${who(68)},
           CASE WHEN v.status = 'Declined' OR (v.status = 'Accepted' AND (v.amount > 4999 OR v.reason <> 'DELAY_REPAY'))
                THEN 'supervisor@' || c.brand || '.example' END,
           v.start_date::timestamptz + interval '9 hours',
           CASE WHEN v.status <> 'Pending' THEN v.start_date::timestamptz + interval '15 hours' END
    FROM customers c
    CROSS JOIN LATERAL generate_series(1, 1 + ${rnd('c.id', 60, 3)}::int) AS k
    CROSS JOIN LATERAL (
      SELECT CASE WHEN ${rnd(row, 61, 10)} < 6 THEN 'Accepted' WHEN ${rnd(row, 61, 10)} < 8 THEN 'Pending' ELSE 'Declined' END AS status,
             (date '${today}' - ${rnd(row, 62, 900)}::int) AS start_date,
             100 * (1 + ${rnd(row, 63, 100)}::int) AS amount,
             ${pick(['DELAY_REPAY', 'DELAY_REPAY', 'GOODWILL', 'OTHER'], row, 69)} AS reason
    ) AS v
    WHERE c.id <= ${customerLimit} AND c.brand = ANY(${literalArray(voucherBrands)})
      AND c.id % 4 = 0 AND (c.id - 1) / ${n} + 1 > 2
    ORDER BY c.id, k
  `),
  );
  await t.execute(
    sql`SELECT setval(pg_get_serial_sequence('vouchers', 'id'), (SELECT coalesce(max(id), 1) FROM vouchers))`,
  );
}
