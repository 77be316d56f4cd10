import { describe, expect, it } from 'vitest';
import { goldCardBlocked } from './goldCardBlocked';

const now = new Date('2026-05-03T10:00:00Z');

describe('goldCardBlocked (001 §5)', () => {
  it('is blocked while the end of the block lies ahead', () => {
    expect(goldCardBlocked({ goldCardBlockedUntil: '2026-05-08T10:00:00Z' }, now)).toBe(true);
  });
  it('is free once the block has ended, or without one', () => {
    expect(goldCardBlocked({ goldCardBlockedUntil: '2026-05-03T10:00:00Z' }, now)).toBe(false);
    expect(goldCardBlocked({ goldCardBlockedUntil: null }, now)).toBe(false);
    expect(goldCardBlocked({}, now)).toBe(false);
    expect(goldCardBlocked({ goldCardBlockedUntil: 'not a date' }, now)).toBe(false);
  });
});
