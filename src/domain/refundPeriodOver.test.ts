// 000 §9 Refund period expiry: 28 days after ticket expiry.
import { describe, expect, it } from 'vitest';
import { refundPeriodOver } from './refundPeriodOver';

describe('refundPeriodOver', () => {
  it('leaves 28 days after the expiry day to refund', () => {
    expect(refundPeriodOver('2025-10-01T23:59:59.000Z', '2025-10-29', 28)).toBe(false);
    expect(refundPeriodOver('2025-10-01T23:59:59.000Z', '2025-10-30', 28)).toBe(true);
    expect(refundPeriodOver('2025-10-01', '2025-10-02', 0)).toBe(true);
  });
  it('an unreadable expiry does not end the period', () => {
    expect(refundPeriodOver('', '2030-01-01', 28)).toBe(false);
  });
});
