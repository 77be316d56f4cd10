// 000 §6 the manual refund block needs SUPERVISOR (canUseManualRefund) and "complete ITSO manual refund AGENT"
// (canCompleteItsoManualRefund, which includes flag enableItsoSeasonManualRefund); 000 §9 flag
// enablePaperTicketsManualRefund. One answer for the refund page's manual block and PUT …/refund/manual.
import { checkGate, type GateContext } from './checkGate';
import type { RefundCategory } from './refundCategory';

/**
 * Whether this user may refund an order manually: the manual block's right, plus the ITSO manual right when the
 * order still holds an ITSO season, plus the brand's paper-ticket flag when it holds a paper season.
 * @param categories refundCategory of each of the order's unrefunded tickets
 * @example manualRefundAllowed(['ITSO_SEASON'], gateContextFor(govia, 'SUPERVISOR')) // true
 */
export function manualRefundAllowed(categories: readonly RefundCategory[], gate: GateContext): boolean {
  if (!checkGate({ permission: 'canUseManualRefund' }, gate)) return false;
  if (categories.includes('ITSO_SEASON') && !checkGate({ permission: 'canCompleteItsoManualRefund' }, gate))
    return false;
  if (categories.includes('PAPER_SEASON') && gate.flags.enablePaperTicketsManualRefund !== true) return false;
  return true;
}
