// 000 §3 Voucher and its review (000 §4 Voucher states, §5 edit permission). Amounts are integer pence.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** Values an edit asks for when it needs review (000 §5): applied by accept, dropped by decline. */
export interface VoucherChange {
  amount: number;
  reason: string;
  otherReason: string | null;
  startDate: string;
  expiryDate: string;
  caseReference: string;
  requestedBy: string;
  requested: string;
}

/**
 * status holds Pending | Accepted | Declined; Expired is derived on read from expiry_date (src/domain/voucherDisplayStatus),
 * so no job has to age vouchers. A removed voucher stays for the record but is never listed or changed again.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    status: text('status').notNull(),
    caseReference: text('case_reference').notNull(),
    startDate: day('start_date').notNull(),
    expiryDate: day('expiry_date').notNull(),
    amount: integer('amount').notNull(),
    /** available funds: what is left of the amount */
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    otherReason: text('other_reason'),
    declineReason: text('decline_reason'),
    creator: text('creator').notNull(),
    reviewer: text('reviewer'),
    created: ts('created').notNull().defaultNow(),
    reviewed: ts('reviewed'),
    pendingChange: jsonb('pending_change').$type<VoucherChange>(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [
    index('vouchers_customer_idx').on(t.customerId, t.startDate),
    index('vouchers_brand_status_idx').on(t.brand, t.status),
    index('vouchers_brand_case_reference_idx').on(t.brand, sql`lower(${t.caseReference}) text_pattern_ops`),
  ],
);
