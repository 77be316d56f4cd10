// 001 §9 Compensation limits and config keys, read once from a brand profile's config (brands/_defaults.yaml).
// Both readings 001 leaves open are brand config here (docs/decisions/0234-compensation-readings-made-brand-config.md).

export interface CompensationLimits {
  maxTickets: number;
  maxTicketsPerWeek: number;
  /** minimum days a week (a week with exclusive tickets: exactly one) */
  minTicketsPerWeek: number;
  maxWeeks: number;
  /** season scheme dates 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  /** non-season scheme dates */
  nonSeasonStartDate: string;
  nonSeasonEndDate: string;
  currentScheme: string;
  /** pence */
  whitelistMaxAmount: number;
  /** pence */
  ticketPriceMax: number;
  carnetBookSize: number;
  minReturnsPerWeek: number;
  minCarnetBooksPerWeek: number;
  /** 001 §5 "10 digits, optional space, 2 digits by one reading; 12 digits by another" */
  oysterNumberFormat: 'tenSpaceTwo' | 'twelveDigits';
  /** what the week and claim ticket limits count: a day (outward + return) or each ticket */
  ticketCountUnit: 'day' | 'ticket';
  /** zone range → weekly cap in pence */
  weeklyCapZones: Record<string, number>;
}

/** @example compensationLimitsOf(profile.config).maxWeeks // 4 */
export function compensationLimitsOf(config: object): CompensationLimits {
  const c = config as Record<string, any>;
  return {
    maxTickets: c.compensationMaxTickets,
    maxTicketsPerWeek: c.compensationMaxTicketsPerWeek,
    minTicketsPerWeek: c.compensationMinTicketsPerWeek,
    maxWeeks: c.compensationMaxWeeks,
    startDate: c.compensationStartDate,
    endDate: c.compensationEndDate,
    nonSeasonStartDate: c.compensationNonSeasonStartDate,
    nonSeasonEndDate: c.compensationNonSeasonEndDate,
    currentScheme: c.compensationCurrentScheme,
    whitelistMaxAmount: c.compensationWhitelistMaxAmount,
    ticketPriceMax: c.compensationTicketPriceMax,
    carnetBookSize: c.carnetBookSize,
    minReturnsPerWeek: c.compensationMinReturnsPerWeek,
    minCarnetBooksPerWeek: c.compensationMinCarnetBooksPerWeek,
    oysterNumberFormat: c.compensationOysterNumberFormat,
    ticketCountUnit: c.compensationTicketCountUnit,
    weeklyCapZones: c.weeklyCapZones,
  };
}

/** The defaults of brands/_defaults.yaml, for tests and for a draft validated without a profile. */
export const DEFAULT_COMPENSATION_LIMITS: CompensationLimits = {
  maxTickets: 13,
  maxTicketsPerWeek: 5,
  minTicketsPerWeek: 3,
  maxWeeks: 4,
  startDate: '2018-01-01',
  endDate: '2018-12-31',
  nonSeasonStartDate: '2018-01-01',
  nonSeasonEndDate: '2018-12-31',
  currentScheme: 'COMP2018',
  whitelistMaxAmount: 100000,
  ticketPriceMax: 1000000,
  carnetBookSize: 5,
  minReturnsPerWeek: 3,
  minCarnetBooksPerWeek: 2,
  oysterNumberFormat: 'tenSpaceTwo',
  ticketCountUnit: 'day',
  weeklyCapZones: { '1-3': 2790, '1-4': 3420, '2-3': 1780, '3': 1780 },
};
