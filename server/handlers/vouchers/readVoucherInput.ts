// 000 §5 Voucher rules on an add or edit body (the declaration has checked types, reason, OTHER's description):
// amount up to maximumVoucherAmount (else E_VOUCHER_AMOUNT_EXCEEDS_LIMIT, 000 §8), start not before `minStart`,
// expiry at least voucherValidityYears after start, case reference of at most voucherCaseReferenceMaxLength typed
// characters, prefixed with the brand's config.voucherProduct. Every broken rule is reported at once.
import { caseReferenceTypedPart, caseReferenceWithProduct } from '../../../src/domain/caseReferenceWithProduct';
import { formatMoney } from '../../../src/domain/formatMoney';
import { earliestVoucherExpiry } from '../../../src/domain/voucherExpiryDefaults';
import type { BrandProfile } from '../../brands';
import { ApiError, Codes, type ErrorItem } from '../../errors';

export const VOUCHER_AMOUNT_EXCEEDS_LIMIT = 'E_VOUCHER_AMOUNT_EXCEEDS_LIMIT';

export interface VoucherInput {
  amount: number;
  reason: string;
  otherReason: string | null;
  startDate: string;
  expiryDate: string;
  caseReference: string;
}

export function readVoucherInput(body: Record<string, any>, profile: BrandProfile, minStart: string): VoucherInput {
  const { config } = profile;
  const errors: ErrorItem[] = [];
  const amount = body.amount as number;
  if (amount > config.maximumVoucherAmount) {
    errors.push({
      code: VOUCHER_AMOUNT_EXCEEDS_LIMIT,
      message: `The amount exceeds the limit of ${formatMoney(config.maximumVoucherAmount)}`,
      fields: ['amount'],
    });
  }
  const startDate = String(body.startDate);
  const expiryDate = String(body.expiryDate);
  if (startDate < minStart) {
    errors.push({ code: Codes.VALIDATION, message: `startDate must not be before ${minStart}`, fields: ['startDate'] });
  }
  const earliest = earliestVoucherExpiry(startDate, config.voucherValidityYears);
  if (expiryDate < earliest) {
    errors.push({ code: Codes.VALIDATION, message: `expiryDate must be ${earliest} or later`, fields: ['expiryDate'] });
  }
  const product = config.voucherProduct;
  const typed = caseReferenceTypedPart(product, String(body.caseReference));
  if (typed === '' || typed.length > config.voucherCaseReferenceMaxLength) {
    errors.push({
      code: Codes.VALIDATION,
      message: `caseReference must have 1 to ${config.voucherCaseReferenceMaxLength} characters after "${product}-"`,
      fields: ['caseReference'],
    });
  }
  if (errors.length > 0) throw new ApiError(400, errors);
  const reason = String(body.reason);
  return {
    amount,
    reason,
    otherReason: reason === 'OTHER' ? String(body.otherReason).trim() : null,
    startDate,
    expiryDate,
    caseReference: caseReferenceWithProduct(product, typed),
  };
}
