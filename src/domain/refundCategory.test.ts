import { describe, expect, it } from 'vitest';
import { refundCategory, refundCategoryRight } from './refundCategory';

const type = (isSeason: boolean, isPlusBus = false) => ({ ticketTypeCode: { isSeason, isPlusBus } });

describe('refundCategory (000 §4 by role)', () => {
  it('tells PlusBus by ticket type or fare', () => {
    expect(refundCategory(type(false, true), { isSmartcard: false })).toBe('PLUS_BUS');
    expect(refundCategory(type(false), { isSmartcard: false }, { fare: { isPlusBus: true } })).toBe('PLUS_BUS');
  });
  it('splits seasons into ITSO (smartcard delivery or ITSO trip) and paper', () => {
    expect(refundCategory(type(true), { isSmartcard: true })).toBe('ITSO_SEASON');
    expect(refundCategory(type(true), { isSmartcard: false }, { trip: { itso: true } })).toBe('ITSO_SEASON');
    expect(refundCategory(type(true), { isSmartcard: false })).toBe('PAPER_SEASON');
  });
  it('calls everything else non-season, also on a smartcard', () => {
    expect(refundCategory(type(false), { isSmartcard: true })).toBe('NON_SEASON');
  });
  it('names a right per category', () => {
    expect(refundCategoryRight.ITSO_SEASON).toBe('canRefundItsoSeason');
    expect(refundCategoryRight.PLUS_BUS).toBe('canRefundPlusBus');
  });
});
