import { describe, expect, it } from 'vitest';
import { addYears, earliestVoucherExpiry, voucherExpiryDefaults } from './voucherExpiryDefaults';

describe('voucherExpiryDefaults (000 §5 voucher dates)', () => {
  it('starts today and expires one year later by default', () => {
    expect(voucherExpiryDefaults('2026-11-22', 1)).toEqual({ startDate: '2026-11-22', expiryDate: '2027-11-22' });
  });

  it('moves an expiry earlier than start + 1 year forward', () => {
    expect(voucherExpiryDefaults('2026-11-22', 1, '2026-12-01', '2027-01-01')).toEqual({
      startDate: '2026-12-01',
      expiryDate: '2027-12-01',
    });
    expect(voucherExpiryDefaults('2026-11-22', 1, '2026-12-01', '2027-11-30')).toEqual({
      startDate: '2026-12-01',
      expiryDate: '2027-12-01',
    });
  });

  it('keeps a later expiry', () => {
    expect(voucherExpiryDefaults('2026-11-22', 1, '2026-12-01', '2028-06-30').expiryDate).toBe('2028-06-30');
    expect(voucherExpiryDefaults('2026-11-22', 1, '2026-12-01', '2027-12-01').expiryDate).toBe('2027-12-01');
  });

  it('adds years across a leap day', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2027-03-01', 1)).toBe('2028-03-01');
    expect(earliestVoucherExpiry('2026-01-31', 2)).toBe('2028-01-31');
  });
});
