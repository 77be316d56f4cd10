// 001 §3 Claim: a compensation claim request holds claims, one per ticket — a season route's ticket, a non-season
// day's outward or return ticket — and a whitelist request one claim for its amount. Each has its id, index, state,
// refund amount, rejection reason, journey (stations, dates and times, travelcard station, a season ticket's start date
// and duration in months and days) and delay (length default 15_29, reason, additionalInformation with routeCode,
// routeDescription, travelcardNlc, travelcardStation, CPAY). docs/decisions/2580-compensation-claims-of-a-request.md.
import { DEFAULT_CLAIM_DELAY_LENGTH } from './compensationClaimDelay';
import type { CompensationRequestClaim } from '../generated/types/CompensationRequestClaim';
import type { ClaimDraft, ClaimTicketDraft, DayTicketDraft } from './compensationClaimErrors';

// The journey and delay shapes are the declared reply's (schemas/entities/compensationRequestClaim.schema.json): what
// this builds is what the server sends.
export type RequestClaimJourney = CompensationRequestClaim['journey'];
export type RequestClaimDuration = NonNullable<RequestClaimJourney['duration']>;
/** 001 §3 delay.additionalInformation "as JSON": what the claim's route and ticket say about it. */
export type RequestClaimAdditionalInformation = CompensationRequestClaim['delay']['additionalInformation'];

export interface RequestClaimRecord {
  id: number;
  index: number;
  state: string;
  /** pence; null until decided */
  refundAmount: number | null;
  rejectionReason: string | null;
  journey: RequestClaimJourney;
  delay: { length: string; reason: string | null; additionalInformation: RequestClaimAdditionalInformation };
  ticket: ClaimTicketDraft | DayTicketDraft | null;
}

/** 001 §3 ticket durations: weekly (0 months, 7 days), monthly (1 month), annual (12 months), other (as given). */
export function ticketDuration(ticket: ClaimTicketDraft): RequestClaimDuration | null {
  switch (ticket.duration) {
    case 'weekly':
      return { months: 0, days: 7 };
    case 'monthly':
      return { months: 1, days: 0 };
    case 'annual':
      return { months: 12, days: 0 };
    case 'other':
      return { months: ticket.months ?? 0, days: ticket.days ?? 0 };
    default:
      return null;
  }
}

/** Claim ids are the request's row id × 1000 + the claim's index: unique, stable, and found from the request. */
export const requestClaimId = (requestRowId: number, index: number) => requestRowId * 1000 + index;

export interface RequestClaimsOptions {
  requestRowId: number;
  state: string;
  /** the description of a route code between two stations (the eligibility service's), null if unknown */
  routeDescription: (
    origin: string | undefined,
    destination: string | undefined,
    routeCode: string | undefined,
  ) => string | null;
}

const noJourney: RequestClaimJourney = {
  originStation: null,
  destinationStation: null,
  changeStation: null,
  departureDate: null,
  departureTime: null,
  scheduledArrivalDate: null,
  scheduledArrivalTime: null,
  travelcardStation: null,
  startDate: null,
  duration: null,
};

/**
 * The claims of a draft as a new request in `state` holds them, in the order of its tickets.
 * @example requestClaimsOf({ kind: 'whitelist', compensationAmount: 25000 }, { requestRowId: 7, state: 'season-new', routeDescription: () => null })[0]
 *   // { id: 7001, index: 1, state: 'season-new', refundAmount: 25000, ... }
 */
export function requestClaimsOf(draft: ClaimDraft, options: RequestClaimsOptions): RequestClaimRecord[] {
  const parts: Array<Omit<RequestClaimRecord, 'id' | 'index' | 'state' | 'rejectionReason'>> = [];
  const delayOf = (
    delay: { length?: string; reason?: string } | undefined,
    origin: string | undefined,
    destination: string | undefined,
    routeCode: string | undefined,
    ticket: ClaimTicketDraft,
  ) => ({
    length: delay?.length || DEFAULT_CLAIM_DELAY_LENGTH,
    reason: delay?.reason ?? null,
    additionalInformation: {
      routeCode: routeCode ?? null,
      routeDescription: options.routeDescription(origin, destination, routeCode),
      // the console's form has no travelcard field: only seeded claims name one
      travelcardNlc: null,
      travelcardStation: null,
      CPAY: ticket.type === 'contactless-paygo',
    },
  });
  if (draft.kind === 'whitelist') {
    parts.push({
      refundAmount: draft.compensationAmount ?? null,
      journey: noJourney,
      delay: {
        length: DEFAULT_CLAIM_DELAY_LENGTH,
        reason: null,
        additionalInformation: {
          routeCode: null,
          routeDescription: null,
          travelcardNlc: null,
          travelcardStation: null,
          CPAY: false,
        },
      },
      ticket: null,
    });
  }
  if (draft.kind === 'season') {
    for (const route of draft.routes ?? []) {
      for (const ticket of route.tickets ?? []) {
        parts.push({
          refundAmount: null,
          journey: {
            ...noJourney,
            originStation: route.origin ?? null,
            destinationStation: route.destination ?? null,
            startDate: ticket.startDate ?? null,
            duration: ticketDuration(ticket),
          },
          delay: delayOf(route.delay, route.origin, route.destination, route.routeCode, ticket),
          ticket,
        });
      }
    }
  }
  if (draft.kind === 'non-season') {
    for (const week of draft.weeks ?? []) {
      for (const day of week.days ?? []) {
        for (const ticket of [day.outward, day.return]) {
          if (!ticket) continue;
          parts.push({
            refundAmount: null,
            journey: {
              ...noJourney,
              originStation: ticket.origin ?? null,
              destinationStation: ticket.destination ?? null,
              departureDate: day.date ?? null,
            },
            delay: delayOf(week.delay, ticket.origin, ticket.destination, ticket.routeCode, ticket),
            ticket,
          });
        }
      }
    }
  }
  return parts.map((part, i) => ({
    id: requestClaimId(options.requestRowId, i + 1),
    index: i + 1,
    state: options.state,
    rejectionReason: null,
    ...part,
  }));
}

/**
 * The claims after their request moved to `state`: each follows it; a rejection gives each the request's reason.
 * @example claimsInState(claims, 'rejected', 'Out of period').every((c) => c.rejectionReason === 'Out of period') // true
 */
export function claimsInState(
  claims: readonly RequestClaimRecord[],
  state: string,
  rejectionReason: string | null = null,
): RequestClaimRecord[] {
  return claims.map((c) => ({
    ...c,
    state,
    rejectionReason: state === 'rejected' ? rejectionReason : c.rejectionReason,
  }));
}
