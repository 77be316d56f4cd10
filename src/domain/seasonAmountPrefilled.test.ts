// 000 §9 prePopulateItsoSeasonRefundFields.
import { describe, expect, it } from 'vitest';
import { seasonAmountPrefilled } from './seasonAmountPrefilled';

describe('seasonAmountPrefilled', () => {
  it('fills an ITSO season amount only when the brand turns prePopulateItsoSeasonRefundFields on', () => {
    expect(seasonAmountPrefilled('ITSO_SEASON', { prePopulateItsoSeasonRefundFields: true })).toBe(true);
    expect(seasonAmountPrefilled('ITSO_SEASON', { prePopulateItsoSeasonRefundFields: false })).toBe(false);
    expect(seasonAmountPrefilled('ITSO_SEASON', {})).toBe(false);
    // nobody could type it otherwise
    expect(seasonAmountPrefilled('ITSO_SEASON', { prePopulateItsoSeasonRefundFields: false }, false)).toBe(true);
  });
  it('always fills other tickets', () => {
    for (const category of ['NON_SEASON', 'PAPER_SEASON', 'PLUS_BUS'] as const)
      expect(seasonAmountPrefilled(category, {})).toBe(true);
  });
});
