import { describe, expect, it } from 'vitest';
import { adminFeeDisabled } from './adminFeeDisabled';

const base = { otherRefundReasonCode: 9, alreadyPaidForRefund: false, canModifyAdminFeeWithoutReason: false };

describe('adminFeeDisabled (000 §5)', () => {
  it('is disabled by a fee-disabling reason', () => {
    expect(adminFeeDisabled({ ...base, reason: { code: 3, disableFee: true } })).toBe(true);
  });
  it('stays enabled for the other reason even if it disables the fee', () => {
    expect(adminFeeDisabled({ ...base, reason: { code: 9, disableFee: true } })).toBe(false);
  });
  it('is enabled for an ordinary reason', () => {
    expect(adminFeeDisabled({ ...base, reason: { code: 1, disableFee: false } })).toBe(false);
  });
  it('is disabled when the refund is already paid', () => {
    expect(adminFeeDisabled({ ...base, alreadyPaidForRefund: true, reason: { code: 1, disableFee: false } })).toBe(
      true,
    );
    expect(
      adminFeeDisabled({
        ...base,
        alreadyPaidForRefund: true,
        canModifyAdminFeeWithoutReason: true,
        reason: undefined,
      }),
    ).toBe(true);
  });
  it('without a reason depends on canModifyAdminFeeWithoutReason', () => {
    expect(adminFeeDisabled({ ...base, reason: undefined })).toBe(true);
    expect(adminFeeDisabled({ ...base, canModifyAdminFeeWithoutReason: true, reason: undefined })).toBe(false);
  });
});
