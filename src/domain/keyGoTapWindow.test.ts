import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  keyGoDayOf,
  keyGoTapStart,
  localMinutes,
  minutesToLocal,
  tapTimeChoices,
  tapTimeError,
  tapWindow,
} from './keyGoTapWindow';
import { keyGoTapOrderError } from './keyGoTapOrderError';

describe('keyGoTapWindow', () => {
  it('spans 04:30 on the day to 04:29 the next', () => {
    expect(tapWindow('2026-03-31')).toEqual({ first: '2026-03-31T04:30', last: '2026-04-01T04:29' });
    expect(tapTimeError('2026-03-31T04:30', '2026-03-31')).toBeUndefined();
    expect(tapTimeError('2026-04-01T04:25', '2026-03-31')).toBeUndefined();
    expect(tapTimeError('2026-03-31T04:25', '2026-03-31')).toBe('TAP_TIME_OUTSIDE_WINDOW');
    expect(tapTimeError('2026-04-01T04:30', '2026-03-31')).toBe('TAP_TIME_OUTSIDE_WINDOW');
  });
  it('allows 5-minute steps only, and refuses what is not a time', () => {
    expect(tapTimeError('2026-03-31T08:07', '2026-03-31')).toBe('TAP_TIME_STEP');
    expect(tapTimeError('', '2026-03-31')).toBe('TAP_TIME_REQUIRED');
    expect(tapTimeError('2026-02-30T08:00', '2026-02-28')).toBe('TAP_TIME_INVALID');
    expect(tapTimeError('2026-03-31 08:00', '2026-03-31')).toBe('TAP_TIME_INVALID');
  });
  it('puts a tap before 04:30 on the previous transaction day', () => {
    expect(keyGoDayOf('2026-03-01T03:10')).toBe('2026-02-28');
    expect(keyGoDayOf('2026-03-01T04:30')).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('offers 288 choices, every one allowed, and the day of each is the transaction day', () => {
    const choices = tapTimeChoices('2026-10-25');
    expect(choices).toHaveLength(288);
    expect(choices[0]).toBe('2026-10-25T04:30');
    expect(choices.at(-1)).toBe('2026-10-26T04:25');
    for (const c of choices) {
      expect(tapTimeError(c, '2026-10-25')).toBeUndefined();
      expect(keyGoDayOf(c)).toBe('2026-10-25');
    }
  });
  it('accepts a time exactly when it is on a step inside the window (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 24 * 60 }), (offset) => {
        const day = '2026-06-10';
        const local = minutesToLocal(localMinutes('2026-06-09T00:00')! + offset);
        const m = localMinutes(local)!;
        const inside = m >= localMinutes('2026-06-10T04:30')! && m <= localMinutes('2026-06-11T04:29')!;
        expect(tapTimeError(local, day) === undefined).toBe(inside && m % 5 === 0);
      }),
    );
  });
  it('refuses a tap after now (a tap in the future): 05:00 today at 03:20 (issue 22)', () => {
    expect(tapTimeError('2026-03-02T05:00', '2026-03-02', undefined, '2026-03-02T03:20')).toBe('TAP_TIME_FUTURE');
    expect(tapTimeError('2026-03-02T03:20', '2026-03-01', undefined, '2026-03-02T03:20')).toBeUndefined();
    expect(tapTimeError('2026-03-02T03:25', '2026-03-01', undefined, '2026-03-02T03:20')).toBe('TAP_TIME_FUTURE');
  });
  it('opens a tap dialog off the other tap, never already in error (issue 22: exit = entry)', () => {
    const entry = { type: 'ENTRY' as const, at: '2026-03-02T17:30' };
    expect(keyGoTapStart('2026-03-02', 'EXIT', entry)).toBe('2026-03-02T17:35');
    expect(keyGoTapStart('2026-03-02', 'EXIT', { type: 'ENTRY', at: '2026-03-02T17:32' })).toBe('2026-03-02T17:35');
    expect(keyGoTapStart('2026-03-02', 'ENTRY', { type: 'EXIT', at: '2026-03-02T17:32' })).toBe('2026-03-02T17:30');
    expect(keyGoTapStart('2026-03-02', 'ENTRY', undefined)).toBe('2026-03-02T08:00');
    // kept inside the day's window
    expect(keyGoTapStart('2026-03-02', 'ENTRY', { type: 'EXIT', at: '2026-03-02T04:30' })).toBe('2026-03-02T04:30');
    expect(keyGoTapStart('2026-03-02', 'EXIT', { type: 'ENTRY', at: '2026-03-03T04:25' })).toBe('2026-03-03T04:25');
    for (const at of ['2026-03-02T06:00', '2026-03-02T06:03', '2026-03-02T23:58'])
      expect(
        keyGoTapOrderError(
          'EXIT',
          keyGoTapStart('2026-03-02', 'EXIT', { type: 'ENTRY', at }),
          { type: 'ENTRY', at },
          276,
        ),
      ).toBeUndefined();
  });
});
