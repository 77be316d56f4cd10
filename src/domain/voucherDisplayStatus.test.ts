import { describe, expect, it } from 'vitest';
import { voucherDisplayStatus } from './voucherDisplayStatus';

describe('voucherDisplayStatus (000 §4 Voucher)', () => {
  it('shows an open voucher past its expiry day as Expired', () => {
    expect(voucherDisplayStatus('Accepted', '2026-01-31', '2026-02-01')).toBe('Expired');
    expect(voucherDisplayStatus('Pending', '2026-01-31', '2026-02-01')).toBe('Expired');
  });

  it('keeps the stored status up to and including the expiry day', () => {
    expect(voucherDisplayStatus('Accepted', '2026-02-01', '2026-02-01')).toBe('Accepted');
    expect(voucherDisplayStatus('Pending', '2027-02-01', '2026-02-01')).toBe('Pending');
  });

  it('keeps Declined whatever the date', () => {
    expect(voucherDisplayStatus('Declined', '2020-01-01', '2026-02-01')).toBe('Declined');
  });
});
