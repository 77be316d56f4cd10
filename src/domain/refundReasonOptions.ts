// 000 §4/§5 Refund reasons offered: inactive reasons disabled; reason 12 (TOC guaranteed) deactivated, and cleared if chosen, when any basket ticket is printed.
import type { RefundReason } from './refundReason';

export interface RefundReasonOption extends RefundReason {
  /** shown but not selectable */
  disabled: boolean;
}

/**
 * The reason select's options in code order, and the chosen code after the rules (undefined = cleared).
 * @example refundReasonOptions({ reasons, anyTicketPrinted: true, tocGuaranteedCode: 12, selectedCode: 12 }).selectedCode // undefined
 */
export function refundReasonOptions(input: {
  reasons: Record<string, RefundReason> | readonly RefundReason[];
  anyTicketPrinted: boolean;
  tocGuaranteedCode: number;
  selectedCode: number | undefined;
}): { options: RefundReasonOption[]; selectedCode: number | undefined } {
  const list = Array.isArray(input.reasons) ? [...input.reasons] : Object.values(input.reasons);
  const options = list
    .map((reason) => ({
      ...reason,
      disabled: !reason.active || (input.anyTicketPrinted && reason.code === input.tocGuaranteedCode),
    }))
    .sort((a, b) => a.code - b.code);
  const chosen = options.find((o) => o.code === input.selectedCode);
  return { options, selectedCode: chosen && !chosen.disabled ? chosen.code : undefined };
}
