import { describe, expect, it } from 'vitest';
import { defaultAdminFee } from './defaultAdminFee';

const base = { defaultAdminFee: 1000, adminFeeFreeReasons: [3, 12], alreadyPaidForRefund: false };

describe('defaultAdminFee (000 §5, §9)', () => {
  it('is the brand default without a reason or with a reason of no own fee', () => {
    expect(defaultAdminFee({ ...base, reason: undefined })).toBe(1000);
    expect(defaultAdminFee({ ...base, reason: { code: 1, fee: null } })).toBe(1000);
    expect(defaultAdminFee({ ...base, defaultAdminFee: 500, reason: { code: 1, fee: null } })).toBe(500);
  });
  it('is 0 when the refund is already paid', () => {
    expect(defaultAdminFee({ ...base, alreadyPaidForRefund: true, reason: { code: 1, fee: null } })).toBe(0);
    expect(defaultAdminFee({ ...base, alreadyPaidForRefund: true, reason: undefined })).toBe(0);
  });
  it('is 0 for the admin-fee-free reasons', () => {
    expect(defaultAdminFee({ ...base, reason: { code: 3, fee: null } })).toBe(0);
    expect(defaultAdminFee({ ...base, reason: { code: 12, fee: 700 } })).toBe(0);
  });
  it("uses a reason's own fee", () => {
    expect(defaultAdminFee({ ...base, defaultAdminFee: 500, reason: { code: 13, fee: 1000 } })).toBe(1000);
    expect(defaultAdminFee({ ...base, reason: { code: 10, fee: 0 } })).toBe(0);
  });
});
