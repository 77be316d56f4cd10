import { describe, expect, it } from 'vitest';
import { goldCardProductEligible } from './goldCardProductEligible';

const gold = { status: 'ACTIVE', validityPeriod: 1200, isOnTrack: true };

describe('goldCardProductEligible', () => {
  it('holds for an active on-track 1200 product with the feature on', () => {
    expect(goldCardProductEligible(gold, true)).toBe(true);
  });
  it('fails when any condition fails', () => {
    expect(goldCardProductEligible(gold, false)).toBe(false);
    expect(goldCardProductEligible({ ...gold, status: 'CANCELLING' }, true)).toBe(false);
    expect(goldCardProductEligible({ ...gold, validityPeriod: 365 }, true)).toBe(false);
    expect(goldCardProductEligible({ ...gold, isOnTrack: false }, true)).toBe(false);
  });
});
