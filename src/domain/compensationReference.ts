// 001 §3 Reference lists of compensation claims (levels, purchase places, durations, season and non-season ticket
// types with their rules, evidence types, delay lengths, reimbursement methods, titles) as data: compensationReference.json.
// Weekly cap zones and every limit are brand config (brands/_defaults.yaml weeklyCapZones, compensation*).
// the import attribute lets Node's own loader (Playwright's seed helpers) read it as the bundlers do
import data from './compensationReference.json' with { type: 'json' };

export type TicketField =
  | 'number'
  | 'ticketClass'
  | 'bookSize'
  | 'smartcardNumber'
  | 'oysterNumber'
  | 'photocardNumber'
  | 'price'
  | 'duration'
  | 'startDate'
  | 'weeklyCap'
  | 'purchase'
  | 'evidence';

export interface TicketTypeRule {
  code: string;
  fields: TicketField[];
  /** non-season: whether the day's return ticket is required, optional or impossible (001 §4 day form) */
  return?: 'required' | 'optional' | 'none';
  pairWithSelf?: boolean;
  pairWithOther?: boolean;
  /** alone in its week: a week with it has exactly one day (001 §5) */
  exclusive?: boolean;
  /** the return must reverse the outward (carnet, 001 §3) */
  reverseReturn?: boolean;
  fixedDuration?: string;
  smartcardPattern?: 'key' | 'other';
}

export type CompensationLevelCode = 'OFF_ROUTE' | 'QUALIFIES_MONTHLY_CAP' | 'QUALIFIES_WEEKLY_CAP';

export const compensationReference = data as unknown as {
  compensationLevels: { code: CompensationLevelCode; level: 0 | 1 | 2 }[];
  purchasePlaces: { code: string; needs?: 'purchaseStation' | 'purchaseOther' }[];
  ticketDurations: { code: string; months?: number; days?: number }[];
  seasonTicketTypes: TicketTypeRule[];
  nonSeasonTicketTypes: TicketTypeRule[];
  evidenceTypes: string[];
  delayLengths: string[];
  reimbursementMethods: string[];
  claimTitles: string[];
  claimStates: CompensationClaimState[];
  claimTypes: string[];
  countries: string[];
};

export type CompensationClaimState = 'season-new' | 'approved' | 'confirmed' | 'rejected' | 'complete';

/** 0 off route, 1 monthly cap, 2 weekly cap. */
export const levelOfCode = (code: CompensationLevelCode | undefined): 0 | 1 | 2 =>
  compensationReference.compensationLevels.find((l) => l.code === code)?.level ?? 0;

export const seasonTicketType = (code: string | undefined) =>
  compensationReference.seasonTicketTypes.find((t) => t.code === code);
export const nonSeasonTicketType = (code: string | undefined) =>
  compensationReference.nonSeasonTicketTypes.find((t) => t.code === code);
