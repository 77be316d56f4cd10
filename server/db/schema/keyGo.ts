// 001 §3 KeyGo day, KeyGo transaction, Balance adjustment; §4 KeyGo status and reimbursement; Flexi ticket coupon,
// season-ticket (sticket) flexi tickets and photo requests. Tap times are London wall-clock 'YYYY-MM-DDTHH:MM' text
// (src/domain/keyGoTapWindow.ts): the tap window and the 4h36m rule are wall-clock rules.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../schema';
import { smartcards } from './smartcards';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The KeyGo account of a card: its balance (pence), whether it is closed (taps refused: 'account closed') and the saved
 * payment card reimbursements go to; `card_fails` is the sandbox switch that makes a card withdrawal fail.
 */
export const keyGoAccounts = pgTable('keygo_accounts', {
  smartcardId: bigint('smartcard_id', { mode: 'number' })
    .primaryKey()
    .references(() => smartcards.id),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  balance: integer('balance').notNull().default(0),
  closed: boolean('closed').notNull().default(false),
  cardScheme: text('card_scheme'),
  cardLast4: text('card_last4'),
  cardExpiry: text('card_expiry'),
  cardFails: boolean('card_fails').notNull().default(false),
});

/** A priced KeyGo day: what it cost, the cap that applied and the saving; `version` guards concurrent edits (409). */
export const keyGoDays = pgTable(
  'keygo_days',
  {
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    date: day('date').notNull(),
    version: integer('version').notNull().default(1),
    finalised: boolean('finalised').notNull().default(false),
    value: integer('value').notNull().default(0),
    cap: text('cap'),
    capValue: integer('cap_value'),
    saving: integer('saving').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.smartcardId, t.date] })],
);

/** A tap: ENTRY or EXIT at a station; `generation_cause` CARD (read by a gate), MANUAL (added by staff) or GENERATED. */
export const keyGoTaps = pgTable(
  'keygo_taps',
  {
    id: serial('id').primaryKey(),
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    date: day('date').notNull(),
    at: text('at').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('VALID'),
    locationNlc: text('location_nlc').notNull(),
    locationName: text('location_name').notNull(),
    generationCause: text('generation_cause').notNull().default('CARD'),
    excluded: boolean('excluded').notNull().default(false),
    reasonCode: text('reason_code'),
    createdBy: text('created_by'),
    created: ts('created').notNull(),
  },
  (t) => [index('keygo_taps_card_day_idx').on(t.smartcardId, t.date)],
);

/** 001 §3 Balance adjustment (signed pence), optionally against a day's transaction and one of its tickets (journeys). */
export const keyGoAdjustments = pgTable(
  'keygo_adjustments',
  {
    id: serial('id').primaryKey(),
    smartcardId: bigint('smartcard_id', { mode: 'number' })
      .notNull()
      .references(() => smartcards.id),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    date: day('date').notNull(),
    value: integer('value').notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonDescription: text('reason_description').notNull(),
    transactionId: text('transaction_id'),
    ticketId: integer('ticket_id'),
    createdBy: text('created_by').notNull(),
    created: ts('created').notNull(),
  },
  (t) => [index('keygo_adjustments_card_idx').on(t.smartcardId, t.created)],
);

/** 001 §4 reimbursement: CARD_SUCCESS | CARD_FAILED, then (on failure) CHEQUE_REQUESTED. */
export const keyGoReimbursements = pgTable('keygo_reimbursements', {
  id: serial('id').primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' }).notNull(),
  smartcardId: bigint('smartcard_id', { mode: 'number' }).notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  createdBy: text('created_by').notNull(),
  created: ts('created').notNull(),
  updated: ts('updated'),
});

/** A flexi ticket delivered as stickets (season-ticket coupons): FL1, passes remaining / used / activated. */
export const sticketFlexiTickets = pgTable(
  'sticket_flexi_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    originName: text('origin_name').notNull(),
    destinationName: text('destination_name').notNull(),
    ticketCode: text('ticket_code').notNull(),
    interoperable: boolean('interoperable').notNull().default(false),
    startDate: day('start_date').notNull(),
    expiryDate: day('expiry_date').notNull(),
    passesRemaining: integer('passes_remaining').notNull(),
    passesUsed: integer('passes_used').notNull(),
    passesActivatedOn: jsonb('passes_activated_on').notNull().default([]),
  },
  (t) => [index('sticket_flexi_tickets_customer_idx').on(t.customerId)],
);

/** 001 §3 Flexi ticket coupon: ACTIVE or SUSPENDED (001 §4) with the reason of the last change. */
export const sticketCoupons = pgTable(
  'sticket_coupons',
  {
    utn: text('utn').primaryKey(),
    subUtn: text('sub_utn').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    createdDate: ts('created_date').notNull(),
    originName: text('origin_name').notNull(),
    destinationName: text('destination_name').notNull(),
    ticketCode: text('ticket_code').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    statusReason: text('status_reason'),
    scans: jsonb('scans').notNull().default([]),
  },
  (t) => [index('sticket_coupons_customer_idx').on(t.customerId, t.createdDate)],
);

/** Whether an account's stickets are locked (001 §4 toggle stickets, with a reason). */
export const sticketLocks = pgTable('sticket_locks', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id),
  locked: boolean('locked').notNull(),
  reason: text('reason').notNull(),
  updatedBy: text('updated_by').notNull(),
  updated: ts('updated').notNull(),
});

/** 001 §3 Season-ticket photo request: Pending → Approved | Rejected with a reason. Photo drawn on read (seeded). */
export const sticketPhotoRequests = pgTable(
  'sticket_photo_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    created: ts('created').notNull(),
    status: text('status').notNull().default('Pending'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    photoWidth: integer('photo_width').notNull(),
    photoHeight: integer('photo_height').notNull(),
  },
  (t) => [index('sticket_photo_requests_brand_idx').on(t.brand, t.status, t.created)],
);
