import { describe, expect, it } from 'vitest';
import {
  initialVoucherValues,
  validateVoucherForm,
  voucherBody,
  withExpiryMovedForward,
  type VoucherFormLimits,
} from './voucherFormState';

const limits: VoucherFormLimits = {
  maximumVoucherAmount: 10000,
  amountMaxLength: 6,
  caseReferenceMaxLength: 20,
  otherReasonMaxLength: 250,
  validityYears: 1,
  product: 'Southern',
  minStart: '2026-11-22',
};
const valid = {
  ...initialVoucherValues('2026-11-22', limits),
  reason: 'DELAY_REPAY',
  amount: '49.99',
  caseReference: 'CASE-1',
};

describe('voucher form state (000 §5 Voucher)', () => {
  it('starts a new voucher today, expiring a year later', () => {
    expect(initialVoucherValues('2026-11-22', limits)).toMatchObject({
      startDate: '2026-11-22',
      expiryDate: '2027-11-22',
      amount: '',
    });
  });

  it('starts an edit from the voucher, amount in pounds and the reference without its prefix', () => {
    const values = initialVoucherValues('2026-11-22', limits, {
      id: 1,
      customerId: 2,
      status: 'Accepted',
      amount: 4550,
      reason: { value: 'OTHER', name: 'VOUCHER_REASON_OTHER' },
      otherReason: 'Lost',
      startDate: '2026-01-01',
      expiryDate: '2027-01-01',
      caseReference: 'Southern-ABC',
    });
    expect(values).toEqual({
      reason: 'OTHER',
      otherReason: 'Lost',
      amount: '45.50',
      startDate: '2026-01-01',
      expiryDate: '2027-01-01',
      caseReference: 'ABC',
    });
  });

  it('accepts a valid form and builds the body in pence with the product prefix', () => {
    expect(validateVoucherForm(valid, limits)).toEqual({});
    expect(voucherBody(valid, 'Southern')).toEqual({
      amount: 4999,
      reason: 'DELAY_REPAY',
      startDate: '2026-11-22',
      expiryDate: '2027-11-22',
      caseReference: 'Southern-CASE-1',
    });
    expect(voucherBody({ ...valid, reason: 'OTHER', otherReason: ' Lost ' }, 'Southern')).toMatchObject({
      otherReason: 'Lost',
    });
  });

  it('names each broken rule', () => {
    expect(validateVoucherForm({ ...valid, reason: '' }, limits).reason?.key).toBe('VOUCHER_FORM_REASON_REQUIRED');
    expect(validateVoucherForm({ ...valid, reason: 'OTHER', otherReason: ' ' }, limits).otherReason?.key).toBe(
      'VOUCHER_FORM_OTHER_REASON_REQUIRED',
    );
    expect(validateVoucherForm({ ...valid, amount: '' }, limits).amount?.key).toBe('VOUCHER_FORM_AMOUNT_REQUIRED');
    expect(validateVoucherForm({ ...valid, amount: '12.345' }, limits).amount?.key).toBe('VOUCHER_FORM_AMOUNT_INVALID');
    expect(validateVoucherForm({ ...valid, amount: 'ten' }, limits).amount?.key).toBe('VOUCHER_FORM_AMOUNT_INVALID');
    expect(validateVoucherForm({ ...valid, amount: '100.01' }, limits).amount?.key).toBe('VOUCHER_FORM_AMOUNT_RANGE');
    expect(validateVoucherForm({ ...valid, amount: '0.99' }, limits).amount?.key).toBe('VOUCHER_FORM_AMOUNT_RANGE');
    expect(validateVoucherForm({ ...valid, amount: '100' }, limits).amount).toBeUndefined();
    expect(
      validateVoucherForm({ ...valid, startDate: '2026-11-21', expiryDate: '2027-11-21' }, limits).startDate?.key,
    ).toBe('VOUCHER_FORM_START_TOO_EARLY');
    expect(validateVoucherForm({ ...valid, expiryDate: '2027-11-21' }, limits).expiryDate?.key).toBe(
      'VOUCHER_FORM_EXPIRY_TOO_EARLY',
    );
    expect(validateVoucherForm({ ...valid, caseReference: '' }, limits).caseReference?.key).toBe(
      'VOUCHER_FORM_CASE_REFERENCE_REQUIRED',
    );
    expect(validateVoucherForm({ ...valid, caseReference: 'x'.repeat(21) }, limits).caseReference?.key).toBe(
      'VOUCHER_FORM_TOO_LONG',
    );
  });

  it('moves the expiry forward when the start moves past it', () => {
    expect(withExpiryMovedForward({ ...valid, startDate: '2027-01-10' }, 1).expiryDate).toBe('2028-01-10');
    expect(withExpiryMovedForward({ ...valid, expiryDate: '2029-01-01' }, 1).expiryDate).toBe('2029-01-01');
  });
});
