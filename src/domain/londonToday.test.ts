import { describe, expect, it } from 'vitest';
import { londonToday } from './londonToday';

describe('londonToday', () => {
  it('gives the UK calendar day, in summer and winter time', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
