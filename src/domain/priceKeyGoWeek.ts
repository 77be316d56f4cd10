// 001 §3 KeyGo transaction (value, weekly cap and saving): a week's journeys (Monday to Sunday) priced from the fare
// table, each day capped by the daily cap of its zones and the week by the weekly cap of all its zones (keyGoFares.ts).
// Every day's transaction carries the cap that applied and what it saved. Incomplete journeys pay the maximum fare on
// top, uncapped.
import { dailyCapFor, KEYGO_MAXIMUM_FARE, keyGoFare, weeklyCapFor } from './keyGoFares';

export interface PricedJourneyInput {
  /** zones of the entry and exit; undefined when the journey is incomplete */
  fromZone?: number;
  toZone?: number;
  complete: boolean;
}

export interface PricedDay {
  date: string;
  /** each journey's fare before caps, in input order */
  fares: number[];
  /** what the day costs, pence */
  value: number;
  cap: 'DAILY' | 'WEEKLY' | null;
  capValue: number | null;
  saving: number;
}

export interface PricedWeek {
  days: PricedDay[];
  weeklyCap: number | null;
  total: number;
  saving: number;
}

/** A journey's fare before caps. */
export function journeyFare(j: PricedJourneyInput): number {
  return j.complete && j.fromZone !== undefined && j.toZone !== undefined
    ? keyGoFare(j.fromZone, j.toZone)
    : KEYGO_MAXIMUM_FARE;
}

/**
 * Prices the days of one week, in date order.
 * @example priceKeyGoWeek([{ date: '2026-01-05', journeys: [{ fromZone: 1, toZone: 6, complete: true }] }]).total // 620
 */
export function priceKeyGoWeek(
  days: ReadonlyArray<{ date: string; journeys: readonly PricedJourneyInput[] }>,
): PricedWeek {
  const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const zones = ordered.flatMap((d) => d.journeys.filter((j) => j.complete).flatMap((j) => [j.fromZone!, j.toZone!]));
  const weeklyCap = zones.length ? weeklyCapFor(Math.min(...zones), Math.max(...zones)) : null;
  let cappedSoFar = 0;
  const priced: PricedDay[] = ordered.map((day) => {
    const fares = day.journeys.map(journeyFare);
    const complete = day.journeys.filter((j) => j.complete);
    const incompleteTotal = day.journeys.filter((j) => !j.complete).length * KEYGO_MAXIMUM_FARE;
    const completeTotal = complete.reduce((sum, j) => sum + journeyFare(j), 0);
    let value = completeTotal;
    let cap: PricedDay['cap'] = null;
    let capValue: number | null = null;
    if (complete.length) {
      const dz = complete.flatMap((j) => [j.fromZone!, j.toZone!]);
      const daily = dailyCapFor(Math.min(...dz), Math.max(...dz));
      if (value > daily) [value, cap, capValue] = [daily, 'DAILY', daily];
    }
    if (weeklyCap !== null && cappedSoFar + value > weeklyCap)
      [value, cap, capValue] = [Math.max(0, weeklyCap - cappedSoFar), 'WEEKLY', weeklyCap];
    cappedSoFar += value;
    return { date: day.date, fares, value: value + incompleteTotal, cap, capValue, saving: completeTotal - value };
  });
  return {
    days: priced,
    weeklyCap,
    total: priced.reduce((sum, d) => sum + d.value, 0),
    saving: priced.reduce((sum, d) => sum + d.saving, 0),
  };
}
