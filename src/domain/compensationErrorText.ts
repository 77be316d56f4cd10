// 001 §8 Compensation form errors in words: the text of each key compensationClaimErrors gives (bad phone, bad ticket
// number, bad smartcard / Oyster number, bad date, date too early, no tickets, ticket type mismatch, duplicate weeks,
// route ineligible, journeys limit reached, and the four COMPENSATION_ERROR_ROUTE_* keys). The server answers these
// texts in its 400s, so a declared modal lists readable reasons; `limits` fills the numbers.
import type { CompensationLimits } from './compensationLimits';

const TEXTS: Record<string, (l: CompensationLimits) => string> = {
  required: () => 'Required',
  tooShort: () => 'Too short',
  tooLong: () => 'Too long',
  badEmail: () => 'Enter a valid e-mail address',
  badPhone: () => 'Enter a valid telephone number (digits, spaces or dashes, optionally starting with +)',
  badPostcode: () => 'Enter a valid postcode for the country',
  badAmount: () => 'Enter an amount of at least £0.01',
  amountTooHigh: (l) => `The amount cannot be more than £${(l.whitelistMaxAmount / 100).toFixed(2)}`,
  badTicketNumber: () =>
    'Enter a valid ticket number (letters, digits and dashes: 5 for a daily ticket, up to 35 for a season)',
  badSmartcardNumber: () => 'Enter a valid smartcard number',
  badOysterNumber: (l) =>
    l.oysterNumberFormat === 'twelveDigits'
      ? 'The Oyster number has 12 digits'
      : 'The Oyster number has 10 digits, an optional space and 2 digits',
  badPhotocardNumber: () => 'The photocard number has 3 to 20 characters',
  badPrice: (l) => `Enter a price from £0.01 to £${(l.ticketPriceMax / 100).toFixed(2)}`,
  badMonths: () => 'Months from 0 to 12',
  badDays: () => 'Days from 0 to 30',
  badDuration: () => 'Choose a duration',
  badDate: () => 'Enter a valid date',
  dateTooEarly: () => 'The date is too early for the scheme',
  dateTooLate: () => 'The date is after the end of the scheme',
  badWeeklyCap: () => 'Choose a weekly cap zone',
  badTicketClass: () => 'Choose standard or first class',
  badBookSize: (l) => `A carnet book has ${l.carnetBookSize} tickets`,
  unknownTicketType: () => 'Choose a ticket type',
  noTickets: () => 'Add at least one ticket',
  routeNotValidated: () => 'Check the route before adding tickets',
  routeCodeRequired: () => 'Choose the route travelled',
  routeIneligible: () => 'This route is not eligible for compensation',
  journeysLimitReached: (l) => `A claim has at most ${l.maxTickets} tickets`,
  tooManyWeeks: (l) => `A claim has at most ${l.maxWeeks} weeks`,
  tooFewDays: (l) => `A week needs at least ${l.minTicketsPerWeek} days`,
  exclusiveOneDay: () => 'A week with carnet tickets has exactly one day',
  tooManyTicketsInWeek: (l) => `A week has at most ${l.maxTicketsPerWeek} tickets`,
  tooFewReturns: (l) =>
    `A week needs at least ${l.minReturnsPerWeek} returns or ${l.minCarnetBooksPerWeek} carnet books`,
  duplicateWeeks: () => 'This week is already in the claim',
  duplicateDays: () => 'This day is already in the week',
  dayOutsideWeek: () => 'The day is not in this week',
  notWeekCommencing: () => 'The week commences on a Monday',
  incompatibleTicketTypes: () => 'These ticket types cannot be used on the same day',
  returnEqualsOutward: () => 'The return cannot be the same journey as the outward',
  carnetReturnNotReversed: () => 'A carnet return must reverse the outward journey',
  returnRequired: () => 'This ticket type needs a return ticket',
  returnNotAllowed: () => 'This ticket type has no return ticket',
  COMPENSATION_ERROR_EXCEEDS_LEVEL2: () => 'Level 2 compensation can be claimed for one week only',
  COMPENSATION_ERROR_ROUTE_STATIONS_MISMATCH: () => 'The return must be between the same stations as the outward',
  COMPENSATION_ERROR_ROUTE_LEVEL_MISMATCH: () => 'Tickets of different compensation levels cannot be mixed',
  COMPENSATION_ERROR_ROUTE_STATIONS_IDENTICAL: () => 'The origin and destination must differ',
};

/** @example compensationErrorText('duplicateWeeks', limits) // 'This week is already in the claim' */
export function compensationErrorText(key: string, limits: CompensationLimits): string {
  return TEXTS[key]?.(limits) ?? key;
}

/** Every key with a text (tests check compensationClaimErrors gives no key without one). */
export const COMPENSATION_ERROR_KEYS = Object.keys(TEXTS);
