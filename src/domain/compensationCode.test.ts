import { describe, expect, it } from 'vitest';
import { compensationCodeOf } from './compensationCode';

describe('compensationCodeOf (001 §3 compensationCode)', () => {
  it('is the code of the highest level of the routes or day tickets', () => {
    expect(compensationCodeOf({ kind: 'season', routes: [{ level: 1 }, { level: 2 }] })).toBe('QUALIFIES_WEEKLY_CAP');
    expect(compensationCodeOf({ kind: 'season', routes: [{ level: 1 }] })).toBe('QUALIFIES_MONTHLY_CAP');
    expect(compensationCodeOf({ kind: 'season', routes: [{ level: 0 }] })).toBe('OFF_ROUTE');
    expect(
      compensationCodeOf({
        kind: 'non-season',
        weeks: [{ days: [{ outward: { level: 1 }, return: { level: 2 } }] }],
      }),
    ).toBe('QUALIFIES_WEEKLY_CAP');
  });

  it('is null for a whitelist claim or a claim not checked yet', () => {
    expect(compensationCodeOf({ kind: 'whitelist' })).toBeNull();
    expect(compensationCodeOf({ kind: 'season', routes: [{}] })).toBeNull();
  });
});
