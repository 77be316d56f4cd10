// 000 §9 Expired card: expiry month end before today.
import { describe, expect, it } from 'vitest';
import { cardExpired } from './cardExpired';

describe('cardExpired', () => {
  it('is not expired until the last day of the expiry month has passed', () => {
    expect(cardExpired('10/25', '2025-10-01')).toBe(false);
    expect(cardExpired('10/25', '2025-10-31')).toBe(false);
    expect(cardExpired('10/25', '2025-11-01')).toBe(true);
  });
  it('knows month lengths and leap years', () => {
    expect(cardExpired('02/24', '2024-02-29')).toBe(false);
    expect(cardExpired('02/24', '2024-03-01')).toBe(true);
    expect(cardExpired('12/26', '2027-01-01')).toBe(true);
  });
  it('treats an unreadable expiry as not expired', () => {
    expect(cardExpired('13/25', '2030-01-01')).toBe(false);
    expect(cardExpired('', '2030-01-01')).toBe(false);
  });
});
