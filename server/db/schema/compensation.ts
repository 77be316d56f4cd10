// 001 §3 Compensation claim request (whitelist, season, non-season) with its routes / weeks, §4 states. Money is
// integer pence. The claim's tickets are kept as the draft shape src/domain/compensationClaimErrors validates.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RouteDraft, WeekDraft } from '../../../src/domain/compensationClaimErrors';
import type { RequestClaimRecord } from '../../../src/domain/compensationRequestClaims';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface CompensationPayment {
  /** pence */
  amount: number;
  at: string;
  by: string;
}

export const compensationClaims = pgTable(
  'compensation_claims',
  {
    /** the claim id */
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    requestId: text('request_id').notNull(),
    /** digits; shown as COMP followed by them */
    claimRef: text('claim_ref').notNull(),
    schemeName: text('scheme_name').notNull(),
    /** whitelist | season | non-season */
    type: text('type').notNull(),
    state: text('state').notNull(),
    whitelisted: boolean('whitelisted').notNull().default(false),
    customerId: bigint('customer_id', { mode: 'number' }),
    title: text('title').notNull(),
    firstNames: text('first_names').notNull(),
    surname: text('surname').notNull(),
    /** null when the e-mail check was bypassed */
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    /** 001 §3 customer.bankClaims (docs/decisions/2580-compensation-claims-of-a-request.md) */
    bankClaims: boolean('bank_claims').notNull().default(false),
    line1: text('line1').notNull(),
    line2: text('line2'),
    line3: text('line3'),
    town: text('town').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    /** whitelist photocard (the customer's proof with the passcode) */
    photocardId: text('photocard_id'),
    /** the unique code e-mailed to a whitelisted customer */
    passcode: text('passcode'),
    requestInformation: text('request_information'),
    refundComment: text('refund_comment'),
    rejectionReason: text('rejection_reason'),
    emailLastSent: ts('email_last_sent'),
    compensationAmount: integer('compensation_amount'),
    reimbursementMethod: text('reimbursement_method').notNull().default('CHEQUE'),
    bypassEmailCheck: boolean('bypass_email_check').notNull().default(false),
    bypassCustomerCheck: boolean('bypass_customer_check').notNull().default(false),
    routes: jsonb('routes').notNull().default([]).$type<RouteDraft[]>(),
    weeks: jsonb('weeks').notNull().default([]).$type<WeekDraft[]>(),
    /**
     * 001 §3 the request's claims, one per ticket (season route ticket, non-season day's outward or return; one for a
     * whitelist claim): per-claim id, index, state, refund amount, rejection reason, journey and delay
     */
    claims: jsonb('claims').notNull().default([]).$type<RequestClaimRecord[]>(),
    payments: jsonb('payments').notNull().default([]).$type<CompensationPayment[]>(),
    created: ts('created').notNull(),
  },
  (t) => [
    uniqueIndex('compensation_claims_request_idx').on(t.requestId),
    index('compensation_claims_brand_email_idx').on(t.brand, t.email),
    index('compensation_claims_brand_postcode_idx').on(t.brand, t.postcode),
  ],
);

/**
 * 001 §3 claim ticket ticketImage / receiptImage: an image uploaded for a claim's ticket (POST
 * /delay-repay/compensation/images), named by the tickets as ticketImageId / receiptImageId. request_id is the claim
 * it was saved with (null until an add or amend names it): an image belongs to one claim, and is its "previous
 * upload" when the claim is amended.
 */
export const compensationImages = pgTable(
  'compensation_images',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    /** ticket | receipt */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** the image as a data URL, as the other uploads are kept */
    data: text('data').notNull(),
    requestId: text('request_id'),
    uploadedBy: text('uploaded_by').notNull(),
    uploaded: ts('uploaded').notNull(),
  },
  (t) => [index('compensation_images_request_idx').on(t.requestId)],
);
