import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyGoTapOrderError } from './keyGoTapOrderError';

const at = (hhmm: string) => `2026-01-05T${hhmm}`;

describe('keyGoTapOrderError', () => {
  it('refuses an exit at or before the entry, and an entry at or after the exit', () => {
    expect(keyGoTapOrderError('EXIT', at('07:55'), { type: 'ENTRY', at: at('08:00') }, 276)).toBe('EXIT_BEFORE_ENTRY');
    expect(keyGoTapOrderError('EXIT', at('08:00'), { type: 'ENTRY', at: at('08:00') }, 276)).toBe('EXIT_BEFORE_ENTRY');
    expect(keyGoTapOrderError('ENTRY', at('09:05'), { type: 'EXIT', at: at('09:00') }, 276)).toBe('ENTRY_AFTER_EXIT');
  });
  it('refuses more than 4h36m between the taps, allows exactly 4h36m', () => {
    expect(keyGoTapOrderError('EXIT', at('12:36'), { type: 'ENTRY', at: at('08:00') }, 276)).toBeUndefined();
    expect(keyGoTapOrderError('EXIT', at('12:40'), { type: 'ENTRY', at: at('08:00') }, 276)).toBe('JOURNEY_TOO_LONG');
    expect(keyGoTapOrderError('ENTRY', at('04:30'), { type: 'EXIT', at: at('09:10') }, 276)).toBe('JOURNEY_TOO_LONG');
  });
  it("takes the brand's maxMinutesBetweenTaps (001 §9): what one brand allows another refuses", () => {
    const entry = { type: 'ENTRY' as const, at: at('08:00') };
    expect(keyGoTapOrderError('EXIT', at('10:00'), entry, 276)).toBeUndefined();
    expect(keyGoTapOrderError('EXIT', at('10:00'), entry, 120)).toBeUndefined();
    expect(keyGoTapOrderError('EXIT', at('10:00'), entry, 115)).toBe('JOURNEY_TOO_LONG');
    expect(keyGoTapOrderError('ENTRY', at('08:00'), { type: 'EXIT', at: at('10:00') }, 115)).toBe('JOURNEY_TOO_LONG');
  });
  it('has nothing to say without the other tap', () => {
    expect(keyGoTapOrderError('EXIT', at('08:00'), undefined, 276)).toBeUndefined();
  });
  it('is symmetric: an entry refused before an exit means the exit is refused after that entry (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 0, max: 1400 }), (a, b) => {
        const t = (m: number) => new Date(Date.UTC(2026, 0, 5) + m * 60_000).toISOString().slice(0, 16);
        const asExit = keyGoTapOrderError('EXIT', t(b), { type: 'ENTRY', at: t(a) }, 276);
        const asEntry = keyGoTapOrderError('ENTRY', t(a), { type: 'EXIT', at: t(b) }, 276);
        expect(asExit === undefined).toBe(asEntry === undefined);
        expect(asExit === undefined).toBe(b > a && b - a <= 276);
      }),
    );
  });
});
