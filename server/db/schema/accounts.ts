// 001 §4 account controls: account lock, refund restriction and delivery lock, each set and lifted with a reason.
// A row is a lock in force (who set it, when, why); lifting it deletes the row, and the account changes trail keeps
// both events with their reasons.
import { bigint, index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** 001 §3 Customer deletion (deactivation request): state CANCELLED | PENDING | APPROVED | REJECTED (§4). */
export const deactivationRequests = pgTable(
  'deactivation_requests',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    state: text('state').notNull(),
    created: ts('created').notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('deactivation_requests_brand_state_idx').on(t.brand, t.state, t.created),
    index('deactivation_requests_customer_idx').on(t.customerId),
  ],
);
