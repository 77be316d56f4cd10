// State of the e-voucher add/edit form (000 §5 Voucher): values as typed (amount in pounds), the checks the form makes
// before its confirm step, and the call body (amount in pence, case reference prefixed with the product).
import { caseReferenceTypedPart, caseReferenceWithProduct } from '../../domain/caseReferenceWithProduct';
import { formatMoney } from '../../domain/formatMoney';
import { poundsToPence } from '../../domain/poundsToPence';
import { earliestVoucherExpiry, voucherExpiryDefaults } from '../../domain/voucherExpiryDefaults';
import type { Voucher } from '../../generated/types/Voucher';

export interface VoucherFormValues {
  reason: string;
  otherReason: string;
  /** pounds as typed */
  amount: string;
  startDate: string;
  expiryDate: string;
  /** the part after `{product}-` */
  caseReference: string;
}

export interface VoucherFormLimits {
  /** pence */
  maximumVoucherAmount: number;
  amountMaxLength: number;
  caseReferenceMaxLength: number;
  otherReasonMaxLength: number;
  validityYears: number;
  product: string;
  /** earliest start day allowed */
  minStart: string;
}

/** A voucher as the API sends it (the fields the form starts from when editing). */
export type VoucherRecord = Pick<
  Voucher,
  'id' | 'customerId' | 'status' | 'amount' | 'reason' | 'otherReason' | 'startDate' | 'expiryDate' | 'caseReference'
>;

export type VoucherFormErrors = Partial<
  Record<keyof VoucherFormValues, { key: string; values?: Record<string, unknown> }>
>;

const POUNDS = /^\d+(\.\d{1,2})?$/;

/** A new voucher starts today and expires after the validity; an edited one starts from its own values. */
export function initialVoucherValues(
  today: string,
  limits: VoucherFormLimits,
  voucher?: VoucherRecord,
): VoucherFormValues {
  if (!voucher) {
    return {
      reason: '',
      otherReason: '',
      amount: '',
      caseReference: '',
      ...voucherExpiryDefaults(today, limits.validityYears),
    };
  }
  return {
    reason: voucher.reason.value,
    otherReason: voucher.otherReason ?? '',
    amount: (voucher.amount / 100).toFixed(2),
    startDate: voucher.startDate,
    expiryDate: voucher.expiryDate,
    caseReference: caseReferenceTypedPart(limits.product, voucher.caseReference),
  };
}

/** After the start changes or the expiry is left: an expiry earlier than start + validity moves forward to it. */
export function withExpiryMovedForward(values: VoucherFormValues, validityYears: number): VoucherFormValues {
  if (!values.startDate) return values;
  const { expiryDate } = voucherExpiryDefaults(values.startDate, validityYears, values.startDate, values.expiryDate);
  return expiryDate === values.expiryDate ? values : { ...values, expiryDate };
}

export function validateVoucherForm(values: VoucherFormValues, limits: VoucherFormLimits): VoucherFormErrors {
  const errors: VoucherFormErrors = {};
  if (!values.reason) errors.reason = { key: 'VOUCHER_FORM_REASON_REQUIRED' };
  if (values.reason === 'OTHER') {
    if (!values.otherReason.trim()) errors.otherReason = { key: 'VOUCHER_FORM_OTHER_REASON_REQUIRED' };
    else if (values.otherReason.length > limits.otherReasonMaxLength)
      errors.otherReason = { key: 'VOUCHER_FORM_TOO_LONG', values: { limit: limits.otherReasonMaxLength } };
  }
  const amount = values.amount.trim().replace(/^£/, '');
  const range = { min: formatMoney(100), max: formatMoney(limits.maximumVoucherAmount) };
  if (!amount) errors.amount = { key: 'VOUCHER_FORM_AMOUNT_REQUIRED' };
  else if (!POUNDS.test(amount) || amount.length > limits.amountMaxLength)
    errors.amount = { key: 'VOUCHER_FORM_AMOUNT_INVALID', values: range };
  else {
    const pence = poundsToPence(amount);
    if (pence < 100 || pence > limits.maximumVoucherAmount)
      errors.amount = { key: 'VOUCHER_FORM_AMOUNT_RANGE', values: range };
  }
  if (!values.startDate) errors.startDate = { key: 'VOUCHER_FORM_DATE_REQUIRED' };
  else if (values.startDate < limits.minStart)
    errors.startDate = { key: 'VOUCHER_FORM_START_TOO_EARLY', values: { date: limits.minStart } };
  if (!values.expiryDate) errors.expiryDate = { key: 'VOUCHER_FORM_DATE_REQUIRED' };
  else if (values.startDate && values.expiryDate < earliestVoucherExpiry(values.startDate, limits.validityYears)) {
    errors.expiryDate = {
      key: 'VOUCHER_FORM_EXPIRY_TOO_EARLY',
      values: { date: earliestVoucherExpiry(values.startDate, limits.validityYears) },
    };
  }
  const reference = values.caseReference.trim();
  if (!reference) errors.caseReference = { key: 'VOUCHER_FORM_CASE_REFERENCE_REQUIRED' };
  else if (reference.length > limits.caseReferenceMaxLength)
    errors.caseReference = { key: 'VOUCHER_FORM_TOO_LONG', values: { limit: limits.caseReferenceMaxLength } };
  return errors;
}

/** The add/edit call body: pence, the product prefix, no description unless the reason is OTHER. */
export function voucherBody(values: VoucherFormValues, product: string) {
  return {
    amount: poundsToPence(values.amount.trim().replace(/^£/, '')),
    reason: values.reason,
    ...(values.reason === 'OTHER' ? { otherReason: values.otherReason.trim() } : {}),
    startDate: values.startDate,
    expiryDate: values.expiryDate,
    caseReference: caseReferenceWithProduct(product, values.caseReference),
  };
}
