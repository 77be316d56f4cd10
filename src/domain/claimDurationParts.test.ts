import { describe, expect, it } from 'vitest';
import { claimDurationParts } from './claimDurationParts';

describe('claimDurationParts (001 §3 duration months and days)', () => {
  it('says the months and the days that are there', () => {
    expect(claimDurationParts({ months: 12, days: 0 })).toEqual([{ unit: 'months', count: 12 }]);
    expect(claimDurationParts({ months: 0, days: 7 })).toEqual([{ unit: 'days', count: 7 }]);
    expect(claimDurationParts({ months: 1, days: 15 })).toEqual([
      { unit: 'months', count: 1 },
      { unit: 'days', count: 15 },
    ]);
  });
  it('says 0 days for an empty duration and nothing without one', () => {
    expect(claimDurationParts({ months: 0, days: 0 })).toEqual([{ unit: 'days', count: 0 }]);
    expect(claimDurationParts(null)).toEqual([]);
  });
});
