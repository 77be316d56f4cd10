import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney (000 §1)', () => {
  it('shows pence as pounds with the £ sign and two decimals', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(1000)).toBe('£10.00');
    expect(formatMoney(4999)).toBe('£49.99');
    expect(formatMoney(123456789)).toBe('£1,234,567.89');
  });

  it('handles negative amounts and negative zero', () => {
    expect(formatMoney(-250)).toBe('-£2.50');
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('shows nothing for a missing or non-numeric amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});
