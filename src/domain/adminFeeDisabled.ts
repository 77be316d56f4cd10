// 000 §5 Admin fee is disabled if the reason disables the fee (unless it is the other reason), the refund is already paid, or no reason is chosen and the user may not modify the fee without one.
import type { RefundReason } from './refundReason';

/**
 * Whether the administration-fee input is read-only.
 * @example adminFeeDisabled({ reason: undefined, otherRefundReasonCode: 9, alreadyPaidForRefund: false, canModifyAdminFeeWithoutReason: false }) // true
 */
export function adminFeeDisabled(input: {
  reason: Pick<RefundReason, 'code' | 'disableFee'> | undefined;
  otherRefundReasonCode: number;
  alreadyPaidForRefund: boolean;
  canModifyAdminFeeWithoutReason: boolean;
}): boolean {
  if (input.alreadyPaidForRefund) return true;
  if (!input.reason) return !input.canModifyAdminFeeWithoutReason;
  return input.reason.disableFee && input.reason.code !== input.otherRefundReasonCode;
}
