import { describe, expect, it } from 'vitest';
import { londonNow } from './londonNow';

describe('londonNow (001 §9 KeyGo wall-clock times)', () => {
  it('gives the London minute in winter (GMT) and summer (BST)', () => {
    expect(londonNow(new Date('2026-01-15T03:20:45Z'))).toBe('2026-01-15T03:20');
    expect(londonNow(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01T00:30');
  });
});
