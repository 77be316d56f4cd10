import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonToday } from './londonToday';

// what Intl's time-zone data says (the reference the summer-time rule must agree with)
const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('londonToday', () => {
  it('gives the UK calendar day, in summer and winter time', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
  it('changes with the clocks at 01:00 GMT on the last Sundays of March and October', () => {
    // 2026: BST from 29 March 01:00 GMT to 25 October 01:00 GMT
    expect(londonToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(londonToday(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(londonToday(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonToday(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });
  it("agrees with Intl's Europe/London day for any instant of 1996–2099", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 0, 1) - 1 }), (t) => {
        expect(londonToday(new Date(t))).toBe(intlDay.format(new Date(t)));
      }),
      { numRuns: 2000 },
    );
  });
  it('agrees with Intl on both sides of every clock change and of every midnight near one, 1996–2099', () => {
    for (let year = 1996; year < 2100; year++)
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        const change = lastDay - new Date(lastDay).getUTCDay() * 86_400_000 + 3_600_000;
        for (const hours of [-1, 0, 22, 23])
          for (const t of [change + hours * 3_600_000 - 1, change + hours * 3_600_000])
            expect(londonToday(new Date(t))).toBe(intlDay.format(new Date(t)));
      }
  });
});
