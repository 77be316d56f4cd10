import { describe, expect, it } from 'vitest';
import { weekStartOf } from './weekStartOf';

describe('weekStartOf', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-01-11')).toBe('2026-01-05');
    expect(weekStartOf('2026-01-05')).toBe('2026-01-05');
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23');
  });
  it('answers nothing for what is not a date (a screen template then leaves the value out)', () => {
    expect(weekStartOf('')).toBeUndefined();
    expect(weekStartOf('27/11/2026')).toBeUndefined();
    expect(weekStartOf('2026-13-45')).toBeUndefined();
    expect(weekStartOf(undefined)).toBeUndefined();
  });
});
