import { describe, expect, it } from 'vitest';
import { refundAmountToPence } from './refundAmountToPence';

const limits = { minimum: 50, maximum: 2000 };

describe('refundAmountToPence (000 §5)', () => {
  it('converts valid pounds to pence', () => {
    expect(refundAmountToPence('12.30', limits)).toEqual({ pence: 1230 });
    expect(refundAmountToPence(' 0.5 ', limits)).toEqual({ pence: 50 });
    expect(refundAmountToPence('20', limits)).toEqual({ pence: 2000 });
    expect(refundAmountToPence('.9', limits)).toEqual({ pence: 90 });
  });

  it('names the broken rule', () => {
    expect(refundAmountToPence('', limits).error).toBe('REFUND_AMOUNT_REQUIRED');
    expect(refundAmountToPence('123456.10', limits).error).toBe('REFUND_AMOUNT_TOO_LONG');
    expect(refundAmountToPence('abc', limits).error).toBe('REFUND_AMOUNT_INVALID');
    expect(refundAmountToPence('-1', limits).error).toBe('REFUND_AMOUNT_INVALID');
    expect(refundAmountToPence('1.234', limits).error).toBe('REFUND_AMOUNT_INVALID');
    expect(refundAmountToPence('0.40', limits).error).toBe('REFUND_AMOUNT_MIN');
    expect(refundAmountToPence('20.10', limits).error).toBe('REFUND_AMOUNT_MAX');
    expect(refundAmountToPence('1.25', limits).error).toBe('REFUND_AMOUNT_STEP');
  });

  it('accepts an amount the console computed off the step, and only that one', () => {
    expect(refundAmountToPence('113.95', { ...limits, maximum: 20000, computed: [11395] })).toEqual({ pence: 11395 });
    expect(refundAmountToPence('113.85', { ...limits, maximum: 20000, computed: [11395] }).error).toBe(
      'REFUND_AMOUNT_STEP',
    );
  });

  it('honours a custom step and length', () => {
    expect(refundAmountToPence('1.25', { ...limits, step: 5 })).toEqual({ pence: 125 });
    expect(refundAmountToPence('10.00', { ...limits, maxLength: 4 }).error).toBe('REFUND_AMOUNT_TOO_LONG');
  });
});
