import { describe, expect, it } from 'vitest';
import { voucherIsEditable, voucherIsPending } from './voucherPredicates';

describe('voucher predicates (000 §4 Voucher)', () => {
  it('offers review only while Pending', () => {
    expect(voucherIsPending({ status: 'Pending' })).toBe(true);
    for (const status of ['Accepted', 'Declined', 'Expired']) expect(voucherIsPending({ status })).toBe(false);
    expect(voucherIsPending(undefined)).toBe(false);
  });

  it('offers edit while Pending or Accepted', () => {
    expect(voucherIsEditable({ status: 'Pending' })).toBe(true);
    expect(voucherIsEditable({ status: 'Accepted' })).toBe(true);
    expect(voucherIsEditable({ status: 'Declined' })).toBe(false);
    expect(voucherIsEditable({ status: 'Expired' })).toBe(false);
  });
});
