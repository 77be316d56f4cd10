import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyCapFor, KEYGO_MAXIMUM_FARE, keyGoFare, weeklyCapFor } from './keyGoFares';
import { priceKeyGoWeek } from './priceKeyGoWeek';

const j = (fromZone: number, toZone: number) => ({ fromZone, toZone, complete: true });

describe('keyGo fares and caps', () => {
  it('reads the weekly cap zones of 001 §3 and fills the ranges it lacks', () => {
    expect(weeklyCapFor(1, 6)).toBe(4360);
    expect(weeklyCapFor(2, 4)).toBe(1970);
    expect(weeklyCapFor(5, 5)).toBe(1780);
    expect(weeklyCapFor(1, 1)).toBe(2790);
    expect(weeklyCapFor(6, 6)).toBe(4360);
    expect(dailyCapFor(1, 6)).toBe(1740);
    expect(keyGoFare(6, 1)).toBe(620);
    expect(keyGoFare(5, 6)).toBe(220);
  });
  it('caps a day at its daily cap and reports the saving', () => {
    const week = priceKeyGoWeek([{ date: '2026-01-05', journeys: [j(1, 6), j(6, 1), j(1, 6)] }]);
    expect(week.days[0]).toMatchObject({ value: 1740, cap: 'DAILY', capValue: 1740, saving: 3 * 620 - 1740 });
  });
  it('caps the week at the weekly cap of its zones', () => {
    const days = ['05', '06', '07', '08', '09'].map((d) => ({
      date: `2026-01-${d}`,
      journeys: [j(1, 6), j(6, 1), j(1, 6)],
    }));
    const week = priceKeyGoWeek(days);
    expect(week.weeklyCap).toBe(4360);
    expect(week.total).toBe(4360);
    expect(week.days.map((d) => d.value)).toEqual([1740, 1740, 880, 0, 0]);
    expect(week.days[2].cap).toBe('WEEKLY');
    expect(week.saving).toBe(5 * 3 * 620 - 4360);
  });
  it('charges an incomplete journey the maximum fare, uncapped', () => {
    const week = priceKeyGoWeek([{ date: '2026-01-05', journeys: [{ complete: false }, j(1, 1)] }]);
    expect(week.days[0].value).toBe(KEYGO_MAXIMUM_FARE + 270);
    expect(week.days[0].fares).toEqual([KEYGO_MAXIMUM_FARE, 270]);
  });
  it('never charges more than the fares, nor complete journeys more than the weekly cap (property)', () => {
    const journey = fc.record({
      fromZone: fc.integer({ min: 1, max: 6 }),
      toZone: fc.integer({ min: 1, max: 6 }),
      complete: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(journey, { maxLength: 8 }), { maxLength: 7 }), (perDay) => {
        const days = perDay.map((journeys, i) => ({ date: `2026-01-${String(5 + i).padStart(2, '0')}`, journeys }));
        const week = priceKeyGoWeek(days);
        const fares = week.days.flatMap((d) => d.fares).reduce((a, b) => a + b, 0);
        expect(week.total + week.saving).toBe(fares);
        expect(week.saving).toBeGreaterThanOrEqual(0);
        const incomplete = perDay.flat().filter((x) => !x.complete).length * KEYGO_MAXIMUM_FARE;
        if (week.weeklyCap !== null) expect(week.total - incomplete).toBeLessThanOrEqual(week.weeklyCap);
      }),
    );
  });
});
