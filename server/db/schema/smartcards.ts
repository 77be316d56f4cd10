// 001 §3 Smartcard, Smartcard product, Gold card replacement, Smartcard approval, Smartcard transfer, replacement
// requests, child cards and swaps (001 §4, §7 "Smartcard and account"). The smartcard address is an address of the
// account with is_smartcard (server/db/schema.ts addresses).
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A smartcard. The account's current card is the one whose ISRN is customers.smartcard_number; a replaced or
 * transferred-away card keeps its row (customer_id of the last holder, card_status REPLACED …) for the order refunds'
 * status lookup (000 §4). `replacement_unavailable` is a sandbox switch: the card's replacement status check answers
 * 503 (001 §4 "service unavailable disables the request").
 */
export const smartcards = pgTable(
  'smartcards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    isrn: text('isrn').notNull(),
    cardStatus: text('card_status').notNull().default('ACTIVE'),
    cardType: text('card_type').notNull().default('ITSO'),
    passengerType: text('passenger_type').notNull().default('ADULT'),
    dateIssued: day('date_issued').notNull(),
    expiryDate: day('expiry_date').notNull(),
    keyGoEnabled: boolean('keygo_enabled').notNull().default(false),
    keyGoManualFillCount: integer('keygo_manual_fill_count').notNull().default(0),
    promoDiscount: boolean('promo_discount').notNull().default(false),
    replacementUnavailable: boolean('replacement_unavailable').notNull().default(false),
  },
  (t) => [uniqueIndex('smartcards_isrn_uq').on(t.isrn), index('smartcards_customer_idx').on(t.customerId)],
);

/** 001 §3 Smartcard product. `product_type` names the {product}Product field (season, flexi, keyGo, goldCard …). */
export const smartcardProducts = pgTable(
  'smartcard_products',
  {
    id: serial('id').primaryKey(),
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    reference: text('reference').notNull(),
    productType: text('product_type').notNull(),
    originName: text('origin_name'),
    destinationName: text('destination_name'),
    status: text('status').notNull().default('ACTIVE'),
    description: text('description').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    fulfilmentRequestReference: text('fulfilment_request_reference'),
    travelClass: text('travel_class'),
    route: text('route'),
    validFrom: day('valid_from'),
    validTo: day('valid_to'),
    validityPeriod: integer('validity_period'),
    isReturn: boolean('is_return').notNull().default(false),
    isSeason: boolean('is_season').notNull().default(false),
    isFlexi: boolean('is_flexi').notNull().default(false),
    isKeyGo: boolean('is_keygo').notNull().default(false),
    isOnTrack: boolean('is_on_track').notNull().default(false),
    isHotlisted: boolean('is_hotlisted').notNull().default(false),
    hotlistedAt: ts('hotlisted_at'),
    typ: text('typ'),
    ptyp: text('ptyp'),
    flexi: jsonb('flexi'),
  },
  (t) => [
    uniqueIndex('smartcard_products_reference_uq').on(t.reference),
    index('smartcard_products_card_idx').on(t.smartcardId),
  ],
);

/**
 * A replacement request (001 §3 Smartcard replacement form, §4 state machine). POSTAL is 'Requested' at once; IN_PERSON
 * is 'Pending' and becomes `outcome` when `settles_at` has passed (read by the status poll, stored on that first read);
 * an outcome of null never settles. Times live here, not in memory, so any server process answers the poll alike.
 */
export const smartcardReplacements = pgTable(
  'smartcard_replacements',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull().default({}),
    newIsrn: text('new_isrn'),
    status: text('status').notNull(),
    requestedAt: ts('requested_at').notNull(),
    settlesAt: ts('settles_at'),
    outcome: text('outcome'),
    deliverBy: day('deliver_by'),
    requestedBy: text('requested_by').notNull(),
  },
  (t) => [index('smartcard_replacements_customer_idx').on(t.customerId, t.requestedAt)],
);

/** 001 §3 Gold card replacement (dateRequested, reason, additionalDetails, crimeNumber) of a gold card product. */
export const goldCardReplacements = pgTable(
  'gold_card_replacements',
  {
    id: serial('id').primaryKey(),
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    productReference: text('product_reference').notNull(),
    dateRequested: ts('date_requested').notNull(),
    reason: text('reason').notNull(),
    additionalDetails: text('additional_details'),
    crimeNumber: text('crime_number'),
    requestedBy: text('requested_by').notNull(),
  },
  (t) => [index('gold_card_replacements_card_idx').on(t.smartcardId, t.dateRequested)],
);

/**
 * Photo columns shared by approvals and child cards: `photo` is an uploaded image as a data URL; null means the
 * seeded picture, drawn on read (width × height) so the seed stays small and fast.
 */
const photoColumns = () => ({
  photo: text('photo'),
  photoType: text('photo_type').notNull().default('image/svg+xml'),
  photoWidth: integer('photo_width').notNull(),
  photoHeight: integer('photo_height').notNull(),
});

/** 001 §3 Smartcard approval: an application for a smartcard with a photo; pending → approved | rejected (001 §4). */
export const smartcardApprovals = pgTable(
  'smartcard_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    email: text('email').notNull(),
    created: ts('created').notNull(),
    contacted: boolean('contacted').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    ...photoColumns(),
  },
  (t) => [
    index('smartcard_approvals_brand_idx').on(t.brand, t.status, t.created),
    index('smartcard_approvals_customer_idx').on(t.customerId),
  ],
);

/** 001 §3 Smartcard transfer: a season product moving to another customer's card; pending → verified | rejected. */
export const smartcardTransfers = pgTable(
  'smartcard_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    status: text('status').notNull(),
    fromCustomerId: bigint('from_customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    toCustomerId: bigint('to_customer_id', { mode: 'number' }).references(() => customers.id),
    productReference: text('product_reference'),
    ticketNumber: text('ticket_number').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    classType: text('class_type').notNull(),
    ticketTypeCode: text('ticket_type_code').notNull(),
    ticketTypeName: text('ticket_type_name').notNull(),
    collectionLocation: text('collection_location'),
    orderNumber: text('order_number').notNull(),
    price: integer('price').notNull(),
    purchasedDate: ts('purchased_date').notNull(),
    route: text('route'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    created: ts('created').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('smartcard_transfers_brand_idx').on(t.brand, t.status, t.created)],
);

/** A child card application on a parent's account (001 §4 child-card approval): pending → verified | rejected. */
export const childCards = pgTable(
  'child_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    firstNames: text('first_names').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: day('date_of_birth').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    created: ts('created').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    ...photoColumns(),
  },
  (t) => [
    index('child_cards_brand_idx').on(t.brand, t.status, t.created),
    index('child_cards_customer_idx').on(t.customerId),
  ],
);

/** A smartcard swap: the account's card exchanged for another ISRN (001 §4): pending → verified | rejected. */
export const smartcardSwaps = pgTable(
  'smartcard_swaps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    oldIsrn: text('old_isrn').notNull(),
    newIsrn: text('new_isrn').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    created: ts('created').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('smartcard_swaps_brand_idx').on(t.brand, t.status, t.created),
    index('smartcard_swaps_customer_idx').on(t.customerId),
  ],
);

export const SMARTCARD_SEQUENCED_TABLES = [
  'smartcards',
  'smartcard_approvals',
  'smartcard_transfers',
  'child_cards',
  'smartcard_swaps',
] as const;
