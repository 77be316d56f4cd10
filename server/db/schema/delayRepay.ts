// 001 §3 Delay-repay claim and one-click favourite journey, §4 claim states. Money is integer pence.
import { bigint, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** 001 §3 Delay-repay claim. Stations are NLCs (server/db/seed/stations.csv); state is one of src/domain/delayRepayStateGroup. */
export const delayRepayClaims = pgTable(
  'delay_repay_claims',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** DR followed by letters and digits (the search's claim reference) */
    claimRef: text('claim_ref').notNull(),
    requestId: text('request_id').notNull(),
    claimsInRequest: integer('claims_in_request').notNull().default(1),
    claimIndex: integer('claim_index').notNull().default(1),
    claimType: text('claim_type').notNull(),
    state: text('state').notNull(),
    /** the customer as they filled the claim (title, firstNames, surname, email, address) */
    claimant: jsonb('claimant').notNull().$type<Record<string, unknown>>(),
    email: text('email').notNull(),
    postcode: text('postcode'),
    photocardNumber: text('photocard_number'),
    smartcardNumber: text('smartcard_number'),
    ticketNumber: text('ticket_number'),
    ticketType: text('ticket_type').notNull(),
    ticketCost: integer('ticket_cost').notNull(),
    ticketIssueDate: day('ticket_issue_date'),
    ticketImage: text('ticket_image'),
    receiptImage: text('receipt_image'),
    originNlc: text('origin_nlc').notNull(),
    destinationNlc: text('destination_nlc').notNull(),
    viaNlcs: text('via_nlcs').array().notNull().default([]),
    journeyDate: day('journey_date').notNull(),
    departTime: text('depart_time').notNull(),
    arriveTime: text('arrive_time').notNull(),
    /** 001 §3 journey scheduledArrivalDate: the journey's date unless the train arrives after midnight */
    scheduledArrivalDate: day('scheduled_arrival_date').notNull(),
    /** 001 §3 journey travelcardStation: the station a travelcard ticket's zones are reached at (NLC) */
    travelcardNlc: text('travelcard_nlc'),
    /** 001 §3 journey startDate and duration (months, days): a season ticket's */
    ticketStartDate: day('ticket_start_date'),
    durationMonths: integer('duration_months'),
    durationDays: integer('duration_days'),
    delayLength: text('delay_length').notNull(),
    delayReason: text('delay_reason'),
    /** free text, then an optional version-1 data block (src/domain/parseClaimDataBlock) */
    additionalInformation: text('additional_information'),
    refundAmount: integer('refund_amount'),
    claimValue: integer('claim_value'),
    reimbursementMethod: text('reimbursement_method').notNull(),
    accountNumber: text('account_number'),
    sortCode: text('sort_code'),
    paypalEmail: text('paypal_email'),
    amazonEmail: text('amazon_email'),
    refundComment: text('refund_comment'),
    rejectionReason: text('rejection_reason'),
    submitted: ts('submitted').notNull(),
  },
  (t) => [
    index('delay_repay_claims_customer_idx').on(t.customerId, t.submitted),
    index('delay_repay_claims_brand_submitted_idx').on(t.brand, t.submitted),
  ],
);

/** One train of a favourite journey's service time (001 §3). */
export interface FavouriteLeg {
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  transferTime: number;
  mode: string;
  toc: string;
  seats: boolean;
  reservable: boolean;
  facilities: string[];
  rsid: string;
  tuid: string;
  isTemporaryTrain: boolean;
}

export interface FavouriteServiceTime {
  time: string;
  legs: FavouriteLeg[];
}

/** 001 §3 One-click favourite journey. The limit of 50 (service times × days, all journeys) is kept by the handlers. */
export const favouriteJourneys = pgTable(
  'favourite_journeys',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    journeyType: text('journey_type').notNull(),
    origin: jsonb('origin').notNull().$type<{ name: string; nlc: string }>(),
    destination: jsonb('destination').notNull().$type<{ name: string; nlc: string }>(),
    routeCode: text('route_code'),
    serviceTimes: jsonb('service_times').notNull().$type<FavouriteServiceTime[]>(),
    daysOfWeek: text('days_of_week').array().notNull(),
    created: ts('created').notNull().defaultNow(),
  },
  (t) => [index('favourite_journeys_customer_idx').on(t.customerId)],
);
