// 000 §3 Railcard, Railcard application, Railcard history; digital railcards (DRC) and their e-mails (000 §2, 001 §3).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** 000 §7 GET /config/railcards: the railcard types (code, name). */
export const railcardTypes = pgTable('railcard_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/**
 * A railcard linked to an account. `application` marks one the customer applied for with a photo (000 §2 railcard
 * search lists those); staff add railcards without one. State ACCEPTED | PENDING | REJECTED | DELETED (000 §4);
 * "expired" is derived on read from expiry_date (src/domain/railcardDisplayStatus), so nothing has to age rows.
 * The photo is a key; the photo call draws it (width × height px) from the applicant's initials.
 */
export const railcards = pgTable(
  'railcards',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    railcardNumber: text('railcard_number').notNull(),
    railcardCode: text('code')
      .notNull()
      .references(() => railcardTypes.code),
    state: text('state').notNull(),
    expiryDate: day('expiry_date').notNull(),
    created: ts('created').notNull().defaultNow(),
    accepted: ts('accepted'),
    reason: text('reason'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    application: boolean('application').notNull().default(false),
    photo: text('photo'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    syncWithKeygo: boolean('sync_with_keygo').notNull().default(false),
    author: text('author'),
  },
  (t) => [
    index('railcards_number_idx').on(t.railcardNumber),
    index('railcards_customer_idx').on(t.customerId),
    index('railcards_applications_idx')
      .on(t.brand, t.state, t.created)
      .where(sql`${t.application}`),
  ],
);

/** 000 §3 Railcard history: every change of a customer's railcards (railcardCode, railcardNumber, action, editor, actionDate). */
export const railcardHistory = pgTable(
  'railcard_history',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    railcardId: integer('railcard_id').references(() => railcards.id),
    railcardCode: text('railcard_code').notNull(),
    railcardNumber: text('railcard_number').notNull(),
    action: text('action').notNull(),
    editor: text('editor').notNull(),
    actionDate: ts('action_date').notNull().defaultNow(),
  },
  (t) => [
    index('railcard_history_customer_idx').on(t.customerId, t.actionDate),
    index('railcard_history_railcard_idx').on(t.railcardId),
  ],
);

/** A holder's photo on a digital railcard as uploaded (data URL) with its pixel size; null: the seeded picture. */
export interface DigitalRailcardPhoto {
  src: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * A digital railcard on the customer's phone (001 §3): railcardState ACTIVE | BLOCKED. A two-holder card (2TR) has a
 * secondary holder. 001 §7 edit: each name may be reset to the original; `original_*` keeps the name the card was issued
 * with from its first edit on (null: never edited, the current name is the original). device1 / device2: the primary and
 * secondary holder's phone the card is installed on (null: none, 001 §7 device removal).
 */
export const digitalRailcards = pgTable(
  'digital_railcards',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    railcardCode: text('railcard_code')
      .notNull()
      .references(() => railcardTypes.code),
    railcardNumber: text('railcard_number').notNull(),
    primaryFirstName: text('primary_first_name').notNull(),
    primaryLastName: text('primary_last_name').notNull(),
    secondaryFirstName: text('secondary_first_name'),
    secondaryLastName: text('secondary_last_name'),
    originalPrimaryFirstName: text('original_primary_first_name'),
    originalPrimaryLastName: text('original_primary_last_name'),
    originalSecondaryFirstName: text('original_secondary_first_name'),
    originalSecondaryLastName: text('original_secondary_last_name'),
    primaryPhoto: jsonb('primary_photo').$type<DigitalRailcardPhoto>(),
    secondaryPhoto: jsonb('secondary_photo').$type<DigitalRailcardPhoto>(),
    device1: text('device1'),
    device2: text('device2'),
    railcardState: text('railcard_state').notNull(),
    validFrom: day('valid_from').notNull(),
    expiryDate: day('expiry_date').notNull(),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [index('digital_railcards_customer_idx').on(t.customerId)],
);

/** Trail of a digital railcard (000 §7 GET /digital-railcards/admin/railcards/{id} reads `trail`). */
export const digitalRailcardTrail = pgTable(
  'digital_railcard_trail',
  {
    id: serial('id').primaryKey(),
    digitalRailcardId: integer('digital_railcard_id')
      .notNull()
      .references(() => digitalRailcards.id),
    date: ts('date').notNull().defaultNow(),
    description: text('description').notNull(),
    editor: text('editor').notNull(),
  },
  (t) => [index('digital_railcard_trail_railcard_idx').on(t.digitalRailcardId, t.date)],
);

/** DRC e-mails sent to the customer (000 §2 "DRC e-mails with resend"); a resend adds a row. */
export const digitalRailcardEmails = pgTable(
  'digital_railcard_emails',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    digitalRailcardId: integer('digital_railcard_id').references(() => digitalRailcards.id),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    recipient: text('recipient').notNull(),
    dateSent: ts('date_sent').notNull().defaultNow(),
    status: text('status').notNull(),
    resentFrom: integer('resent_from'),
  },
  (t) => [index('digital_railcard_emails_customer_idx').on(t.customerId, t.dateSent)],
);
