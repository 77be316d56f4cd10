import { describe, expect, it } from 'vitest';
import { canRejectRefund } from './canRejectRefund';

describe('canRejectRefund (000 §4)', () => {
  it('is enabled when the original exceeds the amount used and the calculation is complete', () => {
    expect(canRejectRefund({ originalAmount: 50000, amountUsed: 20000, calculationComplete: true })).toBe(true);
  });
  it('is disabled when everything was used', () => {
    expect(canRejectRefund({ originalAmount: 50000, amountUsed: 50000, calculationComplete: true })).toBe(false);
    expect(canRejectRefund({ originalAmount: 50000, amountUsed: 60000, calculationComplete: true })).toBe(false);
  });
  it('is disabled while the calculation is incomplete', () => {
    expect(canRejectRefund({ originalAmount: 50000, amountUsed: 0, calculationComplete: false })).toBe(false);
  });
});
