// 000 §3 Order (and what its refunds touch). The columns hold what the order search filters on; everything else
// — trips, tickets, payments, refund log, payment trail, sent e-mails — lives in `detail` (jsonb, docs/api/orders.md
// "Order"), changed only under a row lock (SELECT … FOR UPDATE). Seeded bulk orders keep `detail` empty and get a
// deterministic one built from their id when read (server/handlers/orders/orderDetail.ts); it is stored on the first change.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    state: text('state').notNull(),
    purchaseDate: ts('purchase_date').notNull(),
    channel: text('channel').notNull(),
    /** display name of the fulfilment method (E-ticket, Smartcard …); codes in server/handlers/orders/fulfilment.ts */
    deliveryType: text('delivery_type').notNull(),
    collectionReference: text('collection_reference'),
    /** pence paid */
    total: integer('total').notNull(),
    wasAmended: boolean('was_amended').notNull().default(false),
    /** unique ticket numbers of the order's e-tickets, for the UTN search */
    utns: text('utns').array().notNull().default(sql`'{}'::text[]`),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.purchaseDate),
    index('orders_brand_idx').on(t.brand),
    index('orders_brand_purchase_idx').on(t.brand, t.purchaseDate),
    index('orders_brand_collection_idx').on(t.brand, sql`upper(${t.collectionReference})`),
    index('orders_utns_idx').using('gin', t.utns),
  ],
);

/** 000 §4 smartcard status of a card (ISRN); a card without a row is ACTIVE. */
export const smartcardStatuses = pgTable('smartcard_statuses', {
  isrn: text('isrn').primaryKey(),
  status: text('status').notNull(),
  updated: ts('updated').notNull().defaultNow(),
});
