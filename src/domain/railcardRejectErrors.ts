// 000 §5 Railcard: reject needs a reason; the 'other' reason text is required for OTHER and at most 300 characters.

export const OTHER_REJECT_REASON = 'OTHER';

export interface RailcardRejectValues {
  reason?: string;
  otherReason?: string;
}

/** Field → i18n error key; `maxLength` is config railcardRejectReasonMaxLength (300). */
export function railcardRejectErrors(values: RailcardRejectValues, maxLength: number): Partial<Record<string, string>> {
  if (!values.reason) return { reason: 'RAILCARD_ERROR_REASON_REQUIRED' };
  if (values.reason !== OTHER_REJECT_REASON) return {};
  const text = values.otherReason?.trim() ?? '';
  if (text === '') return { otherReason: 'RAILCARD_ERROR_OTHER_REASON_REQUIRED' };
  if (text.length > maxLength) return { otherReason: 'RAILCARD_ERROR_OTHER_REASON_TOO_LONG' };
  return {};
}
