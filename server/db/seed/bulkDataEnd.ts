// The instant the seed's bulk data counts back from (issue 34): 00:00 UTC of the seeding day's date in London, the
// day the sandbox calls "today" (londonToday; SANDBOX_NOW moves it). Bulk rows keep the ages they had when they
// counted back from a fixed epoch (2026-01-01), so the same ids hold the same cases on whatever day the sandbox is
// seeded. A whole UTC day, not the seeding instant: the rules that age the data compare UTC dates with London's today
// (refundPeriodOver, 000 §9), so a day-aligned anchor gives every row the same verdict on every seeding day, at any
// hour, in summer time or not.
import { londonToday } from '../../../src/domain/londonToday';

/** @example bulkDataEnd(new Date('2026-07-01T22:30:00Z')) // 2026-07-01T00:00:00.000Z (23:30 in London, still 1 July) */
export function bulkDataEnd(now: Date): Date {
  return new Date(`${londonToday(now)}T00:00:00Z`);
}
