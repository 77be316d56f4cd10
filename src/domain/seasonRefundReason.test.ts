import { describe, expect, it } from 'vitest';
import { seasonRefundReason } from './seasonRefundReason';

const codes = { notCollected: 6, collected: 7 };

describe('seasonRefundReason (000 §4)', () => {
  it('is 6 when the ticket was not collected', () => {
    expect(
      seasonRefundReason({ collected: false, surrenderDate: '2025-03-01', firstUsedDate: '2025-02-01' }, codes),
    ).toBe(6);
  });
  it('is 6 when surrendered before the first used date', () => {
    expect(
      seasonRefundReason({ collected: true, surrenderDate: '2025-01-31T10:00:00', firstUsedDate: '2025-02-01' }, codes),
    ).toBe(6);
  });
  it('is 7 when collected and surrendered on or after the first used date', () => {
    expect(
      seasonRefundReason({ collected: true, surrenderDate: '2025-02-01 09:00:00', firstUsedDate: '2025-02-01' }, codes),
    ).toBe(7);
    expect(
      seasonRefundReason({ collected: true, surrenderDate: '2025-03-01', firstUsedDate: '2025-02-01' }, codes),
    ).toBe(7);
  });
  it('is 7 when collected and a date is missing', () => {
    expect(seasonRefundReason({ collected: true, surrenderDate: undefined, firstUsedDate: '2025-02-01' }, codes)).toBe(
      7,
    );
    expect(seasonRefundReason({ collected: true, surrenderDate: '2025-02-01', firstUsedDate: undefined }, codes)).toBe(
      7,
    );
  });
});
