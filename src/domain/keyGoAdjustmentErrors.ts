// 001 §5 KeyGo balance adjustment: amount numeric and required, at most 6 digits, below the fare for a ticket-level
// adjustment; reason from the configured options; details required and at most 200 characters including the suffix
// the console appends.

export type KeyGoAdjustmentError =
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_NUMERIC'
  | 'AMOUNT_MAX_LENGTH'
  | 'AMOUNT_ZERO'
  | 'AMOUNT_NOT_BELOW_FARE'
  | 'REASON_REQUIRED'
  | 'REASON_UNKNOWN'
  | 'DETAILS_REQUIRED'
  | 'DETAILS_TOO_LONG';

export interface KeyGoAdjustmentInput {
  /** pounds as typed ('12.50'); sign given by `direction` */
  amount: string;
  reasonCode: string;
  details: string;
  /** ticket-level adjustment: the fare of that ticket, pence */
  ticketFare?: number;
}

/** The suffix appended to the details (who and when), counted in the 200. */
export function adjustmentSuffix(editor: string, date: string): string {
  return ` (${editor}, ${date})`;
}

/**
 * Field errors of a balance adjustment; empty when it may be sent.
 * @example keyGoAdjustmentErrors({ amount: '5.00', reasonCode: 'goodwill', details: 'x', ticketFare: 400 }, { reasons: ['goodwill'], suffixLength: 10, maxDetails: 200 })
 *   // { amount: 'AMOUNT_NOT_BELOW_FARE' }
 */
export function keyGoAdjustmentErrors(
  input: KeyGoAdjustmentInput,
  config: { reasons: readonly string[]; suffixLength: number; maxDetails: number },
): Partial<Record<'amount' | 'reasonCode' | 'details', KeyGoAdjustmentError>> {
  const out: Partial<Record<'amount' | 'reasonCode' | 'details', KeyGoAdjustmentError>> = {};
  const amount = input.amount.trim();
  const digits = amount.replace('.', '');
  if (amount === '') out.amount = 'AMOUNT_REQUIRED';
  else if (!/^\d+(\.\d{1,2})?$/.test(amount)) out.amount = 'AMOUNT_NUMERIC';
  else if (digits.length > 6) out.amount = 'AMOUNT_MAX_LENGTH';
  else {
    const pence = Math.round(Number(amount) * 100);
    if (pence === 0) out.amount = 'AMOUNT_ZERO';
    else if (input.ticketFare !== undefined && pence >= input.ticketFare) out.amount = 'AMOUNT_NOT_BELOW_FARE';
  }
  if (!input.reasonCode) out.reasonCode = 'REASON_REQUIRED';
  else if (!config.reasons.includes(input.reasonCode)) out.reasonCode = 'REASON_UNKNOWN';
  if (input.details.trim() === '') out.details = 'DETAILS_REQUIRED';
  else if (input.details.length + config.suffixLength > config.maxDetails) out.details = 'DETAILS_TOO_LONG';
  return out;
}
