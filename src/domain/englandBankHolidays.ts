// 001 §7 GET /ddm-alerts/bank-holidays (england-and-wales) and §9 the next non-bank-holiday week: the bank holidays
// of England (and Wales) from date-holidays, public days only (Mother's Day and the like are observances).
import Holidays from 'date-holidays';

const ENGLAND = new Holidays('GB', 'ENG');

export interface BankHoliday {
  date: string;
  title: string;
}

/** The bank holidays of the given years, in date order. @example englandBankHolidayList([2026])[0] // { date: '2026-01-01', title: "New Year's Day" } */
export function englandBankHolidayList(years: readonly number[]): BankHoliday[] {
  return years
    .flatMap((year) => ENGLAND.getHolidays(year))
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), title: h.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Just the dates. @example englandBankHolidays([2026]).includes('2026-12-25') // true */
export function englandBankHolidays(years: readonly number[]): string[] {
  return englandBankHolidayList(years).map((h) => h.date);
}
