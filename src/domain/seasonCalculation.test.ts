import { describe, expect, it } from 'vitest';
import { seasonCalculation, type SeasonCalculationInput } from './seasonCalculation';

// October 2025: the 1st is a Wednesday
const monthly: SeasonCalculationInput = {
  ticketId: 'T1',
  originalAmount: 52000,
  validFrom: '2025-10-01T00:00:00.000Z',
  validTo: '2025-10-31T23:59:59.000Z',
  surrenderDate: '2025-10-15T12:00:00',
  collected: true,
  weeklyCost: 4500,
  weekdayCost: 1100,
  saturdayCost: 900,
  validityPeriod: 31,
};

describe('seasonCalculation (000 §3)', () => {
  it('costs full weeks at the weekly cost', () => {
    const c = seasonCalculation(monthly);
    expect(c.dateUsed).toEqual({ from: '2025-10-01', to: '2025-10-14' });
    expect(c.dateUnused).toEqual({ from: '2025-10-15', to: '2025-10-31' });
    expect(c.durationUsed).toEqual({ months: 0, days: 14 });
    expect(c.breakdown).toEqual({
      weekly: { cost: 4500, count: 2 },
      weekday: { cost: 1100, count: 0 },
      saturday: { cost: 900, count: 0 },
      isIncomplete: false,
    });
    expect(c.totalUsed).toBe(9000);
    expect(c.refundAmount).toBe(43000);
    expect(c.validityLabel).toBe('MONTHLY');
  });
  it('costs the remaining days by weekday and Saturday, Sunday free', () => {
    // 1 week + Wed 8 … Sun 12 (Wed, Thu, Fri weekdays, Sat, Sun)
    const c = seasonCalculation({ ...monthly, surrenderDate: '2025-10-13', weeklyCost: 9000 });
    expect(c.breakdown.weekly.count).toBe(1);
    expect(c.breakdown.weekday.count).toBe(3);
    expect(c.breakdown.saturday.count).toBe(1);
    expect(c.totalUsed).toBe(9000 + 3 * 1100 + 900);
  });
  it('buys a remainder dearer than a week as a week', () => {
    const c = seasonCalculation({ ...monthly, surrenderDate: '2025-10-13', weeklyCost: 4000 });
    expect(c.breakdown.weekly.count).toBe(2);
    expect(c.breakdown.weekday.count + c.breakdown.saturday.count).toBe(0);
    expect(c.totalUsed).toBe(8000);
  });
  it('uses nothing before the start, or when never collected', () => {
    const early = seasonCalculation({ ...monthly, surrenderDate: '2025-09-20' });
    expect(early.dateUsed).toBeNull();
    expect(early.dateUnused).toEqual({ from: '2025-10-01', to: '2025-10-31' });
    expect(early.refundAmount).toBe(52000);
    const notCollected = seasonCalculation({ ...monthly, collected: false });
    expect(notCollected.totalUsed).toBe(0);
    expect(notCollected.refundAmount).toBe(52000);
  });
  it('never uses more than the price, and nothing is left after validTo', () => {
    const c = seasonCalculation({ ...monthly, surrenderDate: '2025-11-20' });
    expect(c.dateUnused).toBeNull();
    expect(c.totalUsed).toBe(52000);
    expect(c.refundAmount).toBe(0);
  });
  it('is incomplete while a needed cost is missing', () => {
    const c = seasonCalculation({ ...monthly, surrenderDate: '2025-10-13', weeklyCost: 9000, weekdayCost: null });
    expect(c.breakdown.isIncomplete).toBe(true);
    expect(c.totalUsed).toBeNull();
    expect(c.refundAmount).toBeNull();
    // the missing cost is not needed for whole weeks
    expect(seasonCalculation({ ...monthly, weekdayCost: null }).breakdown.isIncomplete).toBe(false);
  });
  it('counts months then days', () => {
    const annual = seasonCalculation({
      ...monthly,
      validTo: '2026-09-30T23:59:59Z',
      validityPeriod: 365,
      surrenderDate: '2026-01-11',
    });
    expect(annual.durationUsed).toEqual({ months: 3, days: 10 });
    expect(annual.validityLabel).toBe('ANNUAL');
  });
  it('costs flexi tickets by passes used', () => {
    const c = seasonCalculation({ ...monthly, flexi: { unusedPasses: 3, passesPerFlexi: 8 } });
    expect(c.isFlexi).toBe(true);
    expect(c.usedPasses).toBe(5);
    expect(c.totalUsed).toBe(5 * 1100);
    expect(c.refundAmount).toBe(52000 - 5500);
    expect(
      seasonCalculation({ ...monthly, weekdayCost: null, flexi: { unusedPasses: 3, passesPerFlexi: 8 } }).breakdown
        .isIncomplete,
    ).toBe(true);
  });
  it('leaves excluded railcards out of the discount types', () => {
    const c = seasonCalculation({
      ...monthly,
      discountTypes: ['TSU', 'YNG', 'JCP'],
      excludedRailcards: ['TSU', 'JCP'],
    });
    expect(c.discountInfo.discountTypes).toEqual(['YNG']);
  });
  it('refuses a date it cannot read', () => {
    expect(() => seasonCalculation({ ...monthly, surrenderDate: 'soon' })).toThrow(RangeError);
  });
});
