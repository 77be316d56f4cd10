import { describe, expect, it } from 'vitest';
import { addDayBlocked } from './addDayBlocked';

describe('addDayBlocked (001 §5)', () => {
  it('needs a period and no day errors', () => {
    expect(addDayBlocked({ days: [] }, 0, {})).toBe('addDayNoPeriod');
    expect(addDayBlocked({ period: '2018-03-06' }, 0, { 'weeks.0.period': 'notWeekCommencing' })).toBe(
      'addDayNoPeriod',
    );
    expect(addDayBlocked({ period: '2018-03-05' }, 0, { 'weeks.0.days.1.outward.number': 'required' })).toBe(
      'addDayFixErrors',
    );
    expect(
      addDayBlocked({ period: '2018-03-05' }, 0, { 'weeks.1.days.0': 'noTickets', 'weeks.0': 'tooFewDays' }),
    ).toBeUndefined();
  });
});
