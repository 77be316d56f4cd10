// 001 §4 account controls: account lock, refund restriction and delivery lock, each set and lifted with a reason.
// A row is a lock in force (who set it, when, why); lifting it deletes the row, and the account changes trail keeps
// both events with their reasons.
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** kind: ACCOUNT | REFUND | DELIVERY (src/domain/customerLockKinds) */
export const customerLocks = pgTable(
  'customer_locks',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    editor: text('editor').notNull(),
    lockedAt: ts('locked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);
