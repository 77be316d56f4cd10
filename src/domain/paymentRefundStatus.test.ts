import { describe, expect, it } from 'vitest';
import { paymentRefundStatus } from './paymentRefundStatus';

describe('paymentRefundStatus', () => {
  it('nothing refunded is not refunded', () => {
    expect(paymentRefundStatus(1250, 0)).toBe('PAYMENT_NOT_REFUNDED');
    expect(paymentRefundStatus(1250, undefined)).toBe('PAYMENT_NOT_REFUNDED');
    expect(paymentRefundStatus(1250, null)).toBe('PAYMENT_NOT_REFUNDED');
  });
  it('part of the amount is a partial refund', () => {
    expect(paymentRefundStatus(1250, 1)).toBe('PAYMENT_PARTIAL_REFUND');
    expect(paymentRefundStatus(1250, 1249)).toBe('PAYMENT_PARTIAL_REFUND');
  });
  it('the whole amount (or more) is a full refund', () => {
    expect(paymentRefundStatus(1250, 1250)).toBe('PAYMENT_FULL_REFUND');
    expect(paymentRefundStatus(0, 10)).toBe('PAYMENT_FULL_REFUND');
  });
});
