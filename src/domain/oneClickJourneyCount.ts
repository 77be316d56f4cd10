// 001 §5/§9 One-click delay repay: at most 50 journeys per customer overall, counted as service times × days of week
// across the favourite journeys; the counter is shown from 40.

export interface CountableJourney {
  serviceTimes: readonly unknown[];
  daysOfWeek: readonly unknown[];
}

/** @example oneClickJourneyCount([{ serviceTimes: [a, b], daysOfWeek: ['MON', 'TUE'] }]) // 4 */
export function oneClickJourneyCount(journeys: readonly CountableJourney[]): number {
  return journeys.reduce((sum, j) => sum + j.serviceTimes.length * j.daysOfWeek.length, 0);
}

/** Whether the counter "n of max" shows (from `counterFrom`, config oneClickCounterFrom). */
export function showOneClickCounter(count: number, counterFrom: number): boolean {
  return count >= counterFrom;
}

/** Whether `journeys`, with `candidate` in place of the one it replaces (or added), stay within `max`. */
export function oneClickWithinLimit(
  journeys: readonly (CountableJourney & { journeyId?: string })[],
  candidate: CountableJourney,
  max: number,
  replacesJourneyId?: string,
): boolean {
  const others = journeys.filter((j) => replacesJourneyId === undefined || j.journeyId !== replacesJourneyId);
  return oneClickJourneyCount(others) + oneClickJourneyCount([candidate]) <= max;
}
