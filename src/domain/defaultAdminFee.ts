// 000 §5/§9 Admin fee default: config defaultAdminFee, 0 when the refund is already paid and for reasons adminFeeFreeReasons (3, 12).
import type { RefundReason } from './refundReason';

/**
 * The administration fee (pence) the refund form starts with, and returns to when the reason changes.
 * A reason with its own fee (e.g. gatwick's 13) gives that fee instead of the brand default.
 * @example defaultAdminFee({ defaultAdminFee: 1000, adminFeeFreeReasons: [3, 12], alreadyPaidForRefund: false, reason: undefined }) // 1000
 */
export function defaultAdminFee(input: {
  defaultAdminFee: number;
  adminFeeFreeReasons: readonly number[];
  alreadyPaidForRefund: boolean;
  reason: Pick<RefundReason, 'code' | 'fee'> | undefined;
}): number {
  if (input.alreadyPaidForRefund) return 0;
  if (input.reason && input.adminFeeFreeReasons.includes(input.reason.code)) return 0;
  return input.reason?.fee ?? input.defaultAdminFee;
}
