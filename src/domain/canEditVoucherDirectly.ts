// 000 §5 Voucher edit permission: above BASIC with amount ≤ maximumAgentVoucherAmount and reason Delay Repay, or SUPERVISOR and up; otherwise only a request for review.
import { LEVELS } from './levels';

export type VoucherReason = 'DELAY_REPAY' | 'GOODWILL' | 'OTHER';

export const VOUCHER_REASONS: readonly VoucherReason[] = ['DELAY_REPAY', 'GOODWILL', 'OTHER'];

/**
 * Whether a voucher of this amount (pence) and reason takes effect at once for a user of this level.
 * The same rule decides adding ("add directly if the user may, otherwise a request for approval", 000 §4).
 * @example canEditVoucherDirectly(20, 4999, 'DELAY_REPAY', 4999) // true; with 5000 pence: false
 */
export function canEditVoucherDirectly(
  level: number,
  amount: number,
  reason: string,
  maximumAgentVoucherAmount: number,
): boolean {
  if (level >= LEVELS.SUPERVISOR) return true;
  return level > LEVELS.BASIC && amount <= maximumAgentVoucherAmount && reason === 'DELAY_REPAY';
}
