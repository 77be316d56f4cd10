import { describe, expect, it } from 'vitest';
import { formatSurrenderDate, parseSurrenderDate, surrenderDateLimits } from './surrenderDateLimits';

describe('surrenderDateLimits (000 §5)', () => {
  it('is open when the limit flag is off and there is no cut-off', () => {
    expect(
      surrenderDateLimits({ limitEnabled: false, earliestValidFrom: '2025-03-10', today: '2025-06-01', dayCutOff: 0 }),
    ).toEqual({ min: undefined, max: undefined });
  });
  it('limits to one day before the earliest valid-from up to today', () => {
    expect(
      surrenderDateLimits({ limitEnabled: true, earliestValidFrom: '2025-03-01', today: '2025-06-01', dayCutOff: 0 }),
    ).toEqual({ min: '2025-02-28', max: '2025-06-01' });
  });
  it('uses today as the minimum when the valid-from is in the future', () => {
    expect(
      surrenderDateLimits({
        limitEnabled: true,
        earliestValidFrom: '2025-07-01T00:00:00',
        today: '2025-06-01',
        dayCutOff: 0,
      }),
    ).toEqual({ min: '2025-06-01', max: '2025-06-01' });
  });
  it('has only a maximum without a valid-from', () => {
    expect(
      surrenderDateLimits({ limitEnabled: true, earliestValidFrom: undefined, today: '2025-06-01', dayCutOff: 0 }),
    ).toEqual({ min: undefined, max: '2025-06-01' });
  });
  it('applies the back-dating cut-off when it is later than the minimum', () => {
    expect(
      surrenderDateLimits({ limitEnabled: false, earliestValidFrom: undefined, today: '2025-06-01', dayCutOff: 7 }),
    ).toEqual({ min: '2025-05-25', max: undefined });
    expect(
      surrenderDateLimits({ limitEnabled: true, earliestValidFrom: '2025-03-01', today: '2025-06-01', dayCutOff: 7 }),
    ).toEqual({ min: '2025-05-25', max: '2025-06-01' });
    expect(
      surrenderDateLimits({ limitEnabled: true, earliestValidFrom: '2025-05-31', today: '2025-06-01', dayCutOff: 7 }),
    ).toEqual({ min: '2025-05-30', max: '2025-06-01' });
  });
});

describe('formatSurrenderDate / parseSurrenderDate (000 §9)', () => {
  it('writes both formats', () => {
    expect(formatSurrenderDate('2025-06-01', 'YYYY-MM-DD HH:mm:ss')).toBe('2025-06-01 00:00:00');
    expect(formatSurrenderDate('2025-06-01', 'YYYY-MM-DDTHH:mm:ss', '13:05:09')).toBe('2025-06-01T13:05:09');
  });
  it('reads both formats and a bare day', () => {
    expect(parseSurrenderDate('2025-06-01 13:45:00')).toBe('2025-06-01');
    expect(parseSurrenderDate('2025-06-01T13:45:00')).toBe('2025-06-01');
    expect(parseSurrenderDate('2025-06-01')).toBe('2025-06-01');
  });
  it('refuses anything else', () => {
    for (const bad of [
      '01/06/2025',
      '2025-02-30',
      '2025-06-01T25:00:00',
      '2025-06-01T10:61:00',
      '2025-06-01X10:00:00',
      '',
    ])
      expect(parseSurrenderDate(bad)).toBeUndefined();
  });
});
