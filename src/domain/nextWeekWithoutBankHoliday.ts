// 001 §9 One-click journey search: the search moves to the next week that has no bank holiday on the chosen days
// (bank holidays of England and Wales, src/domain/englandBankHolidays). Dates are 'YYYY-MM-DD' calendar days.
import type { DayOfWeek } from './oneClickJourneyErrors';

const DAY_MS = 86_400_000;
const ORDER: readonly DayOfWeek[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the week holding `day`. @example mondayOf('2026-11-26') // '2026-11-23' */
export function mondayOf(day: string): string {
  const ms = toUtc(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return toDay(ms - weekday * DAY_MS);
}

/** The date of `dayOfWeek` in the week starting `monday`. */
export function dateInWeek(monday: string, dayOfWeek: DayOfWeek): string {
  return toDay(toUtc(monday) + ORDER.indexOf(dayOfWeek) * DAY_MS);
}

/**
 * Monday of the first week after the week of `today` in which none of `days` is a bank holiday (searches a year ahead
 * at most, then gives up on skipping).
 * @example nextWeekWithoutBankHoliday('2026-12-16', ['FRIDAY'], new Set(['2026-12-25'])) // '2026-12-28'
 */
export function nextWeekWithoutBankHoliday(
  today: string,
  days: readonly DayOfWeek[],
  bankHolidays: ReadonlySet<string>,
): string {
  return weekWithoutBankHolidayFrom(toDay(toUtc(mondayOf(today)) + 7 * DAY_MS), days, bankHolidays);
}

/**
 * Monday of the first week from the week holding `day` (that week included) in which none of `days` is a bank holiday:
 * the journey editor's chosen travel week, moved past its bank holidays.
 * @example weekWithoutBankHolidayFrom('2026-12-21', ['FRIDAY'], new Set(['2026-12-25', '2027-01-01'])) // '2027-01-04'
 */
export function weekWithoutBankHolidayFrom(
  day: string,
  days: readonly DayOfWeek[],
  bankHolidays: ReadonlySet<string>,
): string {
  const first = mondayOf(day);
  for (let week = 0; week < 53; week++) {
    const monday = toDay(toUtc(first) + week * 7 * DAY_MS);
    if (!days.some((d) => bankHolidays.has(dateInWeek(monday, d)))) return monday;
  }
  return first;
}
