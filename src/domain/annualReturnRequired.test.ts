import { describe, expect, it } from 'vitest';
import { annualReturnRequired } from './annualReturnRequired';

describe('annualReturnRequired (000 §5)', () => {
  it('is never required without an annual ticket', () => {
    expect(annualReturnRequired({ hasAnnualTicket: false, total: 5000, seasonExpired: true })).toBe(false);
  });
  it('is required when money is refunded', () => {
    expect(annualReturnRequired({ hasAnnualTicket: true, total: 1, seasonExpired: false })).toBe(true);
  });
  it('is required for an expired season even at zero', () => {
    expect(annualReturnRequired({ hasAnnualTicket: true, total: 0, seasonExpired: true })).toBe(true);
  });
  it('is not required at zero or below while the season is still valid', () => {
    expect(annualReturnRequired({ hasAnnualTicket: true, total: 0, seasonExpired: false })).toBe(false);
    expect(annualReturnRequired({ hasAnnualTicket: true, total: -100, seasonExpired: false })).toBe(false);
  });
});
