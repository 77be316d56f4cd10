// Storage of the sandbox brand API (000 §3 entities, §7 calls). Everything a request needs lives here:
// the server keeps nothing in memory between requests (tokens, codes, lockout counters, outbox).
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 000 §3 Staff user. One account belongs to one brand. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    passwordHash: text('password_hash').notNull(),
    grantLevel: smallint('grant_level').notNull(),
    active: boolean('active').notNull().default(true),
    removed: boolean('removed').notNull().default(false),
    created: ts('created').notNull().defaultNow(),
    lastLogin: ts('last_login'),
    lastUpdate: ts('last_update').notNull().defaultNow(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`), index('staff_users_brand_idx').on(t.brand)],
);

/**
 * Bearer tokens, stored as SHA-256 hashes only. kind: 'email' (names a sign-in in progress and the
 * signed-in user, X-User-Token), 'refresh' (rotating, one family per sign-in), 'access' (short-lived).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** all tokens issued from one sign-in share a family; reuse of a rotated refresh token revokes the family */
    family: text('family').notNull(),
    sessionShort: boolean('session_short').notNull().default(false),
    created: ts('created').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * A rotated refresh token: the pair it was rotated to, AES-GCM encrypted with a key derived from the old token
     * itself (server/auth/rotatedPair.ts), so a second tab presenting it within the grace window gets the same pair
     * and a database leak reveals no usable token.
     */
    rotatedTo: text('rotated_to'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_family_idx').on(t.family)],
);

/** 000 §2/§9 second factor: 6 digits, 15 minutes, single use, limited attempts. */
export const secondFactorCodes = pgTable(
  'second_factor_codes',
  {
    id: serial('id').primaryKey(),
    emailTokenId: integer('email_token_id')
      .notNull()
      .references(() => authTokens.id),
    codeHash: text('code_hash').notNull(),
    created: ts('created').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('second_factor_codes_token_idx').on(t.emailTokenId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    created: ts('created').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash)],
);

/** E-mails the sandbox "sends": read back through GET /api/sandbox/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(sql`lower(${t.to})`)],
);

/** 000 §3 Customer. Search indexes use text_pattern_ops so prefix LIKE uses them under any collation. */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    title: text('title'),
    firstNames: text('first_names').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    telephoneNumber: text('telephone_number'),
    postcode: text('postcode'),
    smartcardNumber: text('smartcard_number'),
    photocardId: text('photocard_id'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isLocked: boolean('is_locked').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    preferences: jsonb('preferences').notNull().default({}),
  },
  (t) => [
    index('customers_brand_surname_idx').on(t.brand, sql`lower(${t.surname}) text_pattern_ops`),
    index('customers_brand_first_names_idx').on(t.brand, sql`lower(${t.firstNames}) text_pattern_ops`),
    index('customers_brand_email_idx').on(t.brand, sql`lower(${t.email}) text_pattern_ops`),
    index('customers_brand_postcode_idx').on(t.brand, sql`upper(replace(${t.postcode}, ' ', '')) text_pattern_ops`),
    index('customers_smartcard_idx').on(t.smartcardNumber),
    // the order search's photocard filter (a quick-lookup shape, issue 21): without it every customer of the brand is read
    index('customers_brand_photocard_idx').on(t.brand, sql`upper(${t.photocardId})`),
    // first name with surname: the first name is tested in the index, only matches are read from the table. The
    // one-letter surname index (brand, initial, id) INCLUDE (surname) is in migration 0005 (drizzle has no INCLUDE).
    index('customers_brand_surname_first_names_idx').on(
      t.brand,
      sql`lower(${t.surname}) text_pattern_ops`,
      sql`lower(${t.firstNames}) text_pattern_ops`,
    ),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    name: text('name'),
    contactName: text('contact_name'),
    line1: text('line1'),
    line2: text('line2'),
    line3: text('line3'),
    town: text('town'),
    postCode: text('post_code'),
    country: text('country').notNull().default('GBR'),
    telephoneNumber: text('telephone_number'),
    isSmartcard: boolean('is_smartcard').notNull().default(false),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** 000 §2 account changes trail (date, description, editor). */
export const customerTrail = pgTable(
  'customer_trail',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    date: ts('date').notNull(),
    description: text('description').notNull(),
    editor: text('editor').notNull(),
  },
  (t) => [index('customer_trail_customer_idx').on(t.customerId, t.date)],
);

/** 000 §3 Audit trail entry: every mutating staff action. */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    created: ts('created').notNull().defaultNow(),
    action: text('action').notNull(),
    apiMethod: text('api_method').notNull(),
    apiEndpoint: text('api_endpoint').notNull(),
    data: jsonb('data'),
  },
  (t) => [index('audit_trail_user_idx').on(t.staffUserId, t.created)],
);
export * from './schema/vouchers';
export * from './schema/railcards';
export * from './schema/orders';
export * from './schema/reference';
export * from './schema/smartcards';
export * from './schema/delayRepay';
export * from './schema/accounts';
export * from './schema/keyGo';
export * from './schema/compensation';
