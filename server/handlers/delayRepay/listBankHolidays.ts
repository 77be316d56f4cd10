// 001 §7 GET /ddm-alerts/bank-holidays?excludePastDates=true (response england-and-wales), from date-holidays via
// src/domain/englandBankHolidays: this year and the next, which covers the one-click search's next week.
import { englandBankHolidayList } from '../../../src/domain/englandBankHolidays';
import { londonToday } from '../../../src/domain/londonToday';
import type { Handler } from '../../context';

export const listBankHolidays: Handler<'listBankHolidays'> = async (ctx) => {
  const today = londonToday();
  const year = Number(today.slice(0, 4));
  const events = englandBankHolidayList([year, year + 1]).filter(
    (h) => ctx.query.excludePastDates !== true || h.date >= today,
  );
  return { 'england-and-wales': { division: 'england-and-wales', events } };
};
