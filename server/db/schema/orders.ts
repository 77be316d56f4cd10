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
    utns: text('utns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detail: jsonb('detail').notNull().default({}),
    /**
     * Copy of the buyer's surname (customers.surname), kept by the database's triggers (migration 0005_search_buyer_surname):
     * it lets the order search by last name walk one orders index in date order (docs/decisions/0066-orders-carry-buyers-surname-one-letter.md).
     * Never written by the application: the triggers set it on insert and whenever the customer's surname changes.
     */
    buyerSurname: text('buyer_surname').notNull().default(''),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.purchaseDate),
    index('orders_brand_idx').on(t.brand),
    index('orders_brand_purchase_idx').on(t.brand, t.purchaseDate),
    index('orders_brand_collection_idx').on(t.brand, sql`upper(${t.collectionReference})`),
    index('orders_utns_idx').using('gin', t.utns),
    // order search by last name, hand-written in migration 0005 (drizzle has no INCLUDE): longer prefixes read a
    // small range of (brand, lower(buyer_surname), date, id), one letter walks (brand, initial, date, id) in date
    // order; both INCLUDE (buyer_surname), so they are read without the table
  ],
);

/** 000 §4 smartcard status of a card (ISRN); a card without a row is ACTIVE. */
export const smartcardStatuses = pgTable('smartcard_statuses', {
  isrn: text('isrn').primaryKey(),
  status: text('status').notNull(),
  updated: ts('updated').notNull().defaultNow(),
});
