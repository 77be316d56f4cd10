// 000 §3 Season refund calculation: used and unused periods from validFrom/validTo and the surrender date, weekly/weekday/saturday breakdown, totalUsed, refundAmount; flexi usedPasses.
import { validityLabel, type ValidityLabel, type ValidityPeriodDays } from './validityLabel';

export interface CostCount {
  cost: number | null;
  count: number;
}

export interface SeasonCalculation {
  ticketId: string;
  collected: boolean;
  originalAmount: number;
  validFrom: string;
  validTo: string;
  surrenderDate: string;
  validityPeriod: number | null;
  validityLabel: ValidityLabel | null;
  dateUsed: { from: string; to: string } | null;
  dateUnused: { from: string; to: string } | null;
  durationUsed: { months: number; days: number };
  breakdown: { weekly: CostCount; weekday: CostCount; saturday: CostCount; isIncomplete: boolean };
  discountInfo: { discountTypes: string[] };
  /** pence; null while the breakdown is incomplete */
  totalUsed: number | null;
  /** originalAmount − totalUsed (pence, before the admin fee); null while incomplete */
  refundAmount: number | null;
  isFlexi: boolean;
  usedPasses: number | null;
  unusedPasses: number | null;
  passesPerFlexi: number | null;
}

export interface SeasonCalculationInput {
  ticketId: string;
  /** the ticket's price, pence */
  originalAmount: number;
  validFrom: string;
  validTo: string;
  /** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss' or a full ISO date-time; only the day counts */
  surrenderDate: string;
  collected: boolean;
  weeklyCost: number | null;
  weekdayCost: number | null;
  saturdayCost: number | null;
  validityPeriod: number | null;
  discountTypes?: readonly string[];
  /** config.refundCalculationExcludedRailcards (TSU, JCP) */
  excludedRailcards?: readonly string[];
  flexi?: { unusedPasses: number; passesPerFlexi: number } | null;
  periods?: ValidityPeriodDays;
}

const DAY = 86_400_000;

/** Days since the epoch of a date's calendar day (UTC). */
function dayNumber(value: string): number {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const ms = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${value}`);
  return Math.round(ms / DAY);
}

const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** Whole calendar months from `from` that fit before `end` (exclusive), and the days left over. */
function monthsAndDays(from: number, end: number): { months: number; days: number } {
  const start = new Date(from * DAY);
  let months = 0;
  for (;;) {
    const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + 1, start.getUTCDate()) / DAY;
    if (next > end) break;
    months += 1;
  }
  const afterMonths = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()) / DAY;
  return { months, days: end - afterMonths };
}

/**
 * What a season ticket has been worth so far at the surrender date, and what goes back. Used days run from validFrom
 * to the day before the surrender date (a ticket never collected has no used days). They are costed as full weeks at
 * the weekly cost, then each remaining Monday–Friday at the weekday cost and Saturday at the Saturday cost (Sunday
 * is free); a remainder dearer than a week counts as one more week. totalUsed never exceeds the price, and a
 * ticket with no unused day left has used all of it. A needed cost
 * that is missing makes the breakdown incomplete (totals null) until a recalculation supplies it. Flexi tickets are
 * costed by passes used instead: (passesPerFlexi − unusedPasses) × weekday cost.
 * @example seasonCalculation({ ticketId: 'T1', originalAmount: 52000, validFrom: '2025-10-01T00:00:00Z',
 *   validTo: '2025-10-31T23:59:59Z', surrenderDate: '2025-10-15', collected: true, weeklyCost: 4500,
 *   weekdayCost: 1100, saturdayCost: 900, validityPeriod: 31 }).refundAmount // 43000 (2 weeks used)
 */
export function seasonCalculation(input: SeasonCalculationInput): SeasonCalculation {
  const from = dayNumber(input.validFrom);
  const to = dayNumber(input.validTo);
  const surrender = dayNumber(input.surrenderDate);
  const usedEnd = input.collected ? Math.min(Math.max(surrender, from), to + 1) : from; // exclusive
  const usedDays = usedEnd - from;
  const unusedFrom = Math.max(surrender, from);

  let weeks = Math.floor(usedDays / 7);
  let weekdays = 0;
  let saturdays = 0;
  for (let d = from + weeks * 7; d < usedEnd; d++) {
    const weekday = new Date(d * DAY).getUTCDay();
    if (weekday === 6) saturdays += 1;
    else if (weekday !== 0) weekdays += 1;
  }
  const { weeklyCost, weekdayCost, saturdayCost } = input;
  const flexi = input.flexi ?? null;
  const usedPasses = flexi ? Math.max(0, flexi.passesPerFlexi - flexi.unusedPasses) : null;

  let isIncomplete: boolean;
  let totalUsed: number | null;
  if (flexi) {
    weeks = 0;
    saturdays = 0;
    weekdays = usedPasses ?? 0;
    isIncomplete = weekdays > 0 && weekdayCost == null;
    totalUsed = isIncomplete ? null : weekdays * (weekdayCost ?? 0);
  } else {
    const remainder =
      (weekdays > 0 ? (weekdayCost ?? Number.NaN) * weekdays : 0) +
      (saturdays > 0 ? (saturdayCost ?? Number.NaN) * saturdays : 0);
    // a remainder dearer than a week is bought as another week (a remainder with a missing day cost stays incomplete)
    if ((weekdays > 0 || saturdays > 0) && weeklyCost != null && remainder > weeklyCost) {
      weeks += 1;
      weekdays = 0;
      saturdays = 0;
    }
    isIncomplete =
      (weeks > 0 && weeklyCost == null) ||
      (weekdays > 0 && weekdayCost == null) ||
      (saturdays > 0 && saturdayCost == null);
    totalUsed = isIncomplete
      ? null
      : weeks * (weeklyCost ?? 0) + weekdays * (weekdayCost ?? 0) + saturdays * (saturdayCost ?? 0);
  }
  // a ticket used to its end is worth its price whatever the breakdown says
  if (unusedFrom > to && !flexi) {
    totalUsed = input.originalAmount;
    isIncomplete = false;
  }
  if (totalUsed !== null) totalUsed = Math.min(totalUsed, input.originalAmount);

  const excluded = new Set(input.excludedRailcards ?? []);
  return {
    ticketId: input.ticketId,
    collected: input.collected,
    originalAmount: input.originalAmount,
    validFrom: input.validFrom,
    validTo: input.validTo,
    surrenderDate: input.surrenderDate,
    validityPeriod: input.validityPeriod,
    validityLabel: validityLabel(input.validityPeriod, input.periods),
    dateUsed: usedDays > 0 ? { from: isoDay(from), to: isoDay(usedEnd - 1) } : null,
    dateUnused: unusedFrom <= to ? { from: isoDay(unusedFrom), to: isoDay(to) } : null,
    durationUsed: monthsAndDays(from, usedEnd),
    breakdown: {
      weekly: { cost: weeklyCost, count: weeks },
      weekday: { cost: weekdayCost, count: weekdays },
      saturday: { cost: saturdayCost, count: saturdays },
      isIncomplete,
    },
    discountInfo: { discountTypes: (input.discountTypes ?? []).filter((code) => !excluded.has(code)) },
    totalUsed,
    refundAmount: totalUsed === null ? null : input.originalAmount - totalUsed,
    isFlexi: flexi !== null,
    usedPasses,
    unusedPasses: flexi ? flexi.unusedPasses : null,
    passesPerFlexi: flexi ? flexi.passesPerFlexi : null,
  };
}
