import { describe, expect, it } from 'vitest';
import { englandBankHolidays } from './englandBankHolidays';
import {
  dateInWeek,
  mondayOf,
  nextWeekWithoutBankHoliday,
  weekWithoutBankHolidayFrom,
} from './nextWeekWithoutBankHoliday';

describe('nextWeekWithoutBankHoliday', () => {
  const holidays = new Set(englandBankHolidays([2026, 2027]));

  it('is next week when no chosen day is a holiday', () => {
    expect(nextWeekWithoutBankHoliday('2026-11-23', ['MONDAY', 'FRIDAY'], holidays)).toBe('2026-11-30');
  });
  it('skips a week whose chosen day is a bank holiday', () => {
    // Christmas 2026 and New Year 2027 are Fridays; the Boxing Day substitute is Monday 28 Dec
    expect(nextWeekWithoutBankHoliday('2026-12-16', ['FRIDAY'], holidays)).toBe('2027-01-04');
    expect(nextWeekWithoutBankHoliday('2026-12-16', ['THURSDAY'], holidays)).toBe('2026-12-21');
    expect(nextWeekWithoutBankHoliday('2026-12-21', ['MONDAY'], holidays)).toBe('2027-01-04');
    expect(nextWeekWithoutBankHoliday('2026-12-21', ['TUESDAY'], holidays)).toBe('2026-12-28');
    // Summer bank holiday Monday 31 Aug 2026: a Tuesday-only journey keeps that week
    expect(nextWeekWithoutBankHoliday('2026-08-26', ['MONDAY'], holidays)).toBe('2026-09-07');
    expect(nextWeekWithoutBankHoliday('2026-08-26', ['TUESDAY'], holidays)).toBe('2026-08-31');
  });
  it('finds Mondays and days of a week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(dateInWeek('2026-11-23', 'SUNDAY')).toBe('2026-11-29');
  });
  it('keeps a chosen week without a holiday on the chosen days, else moves past it', () => {
    expect(weekWithoutBankHolidayFrom('2026-12-23', ['WEDNESDAY'], holidays)).toBe('2026-12-21');
    expect(weekWithoutBankHolidayFrom('2026-12-23', ['WEDNESDAY', 'FRIDAY'], holidays)).toBe('2027-01-04');
    expect(weekWithoutBankHolidayFrom('2026-12-28', ['MONDAY'], holidays)).toBe('2027-01-04');
    expect(weekWithoutBankHolidayFrom('2026-12-28', ['SATURDAY'], holidays)).toBe('2026-12-28');
    // with no holidays at all the chosen week stands
    expect(weekWithoutBankHolidayFrom('2026-12-25', ['FRIDAY'], new Set())).toBe('2026-12-21');
  });
});
