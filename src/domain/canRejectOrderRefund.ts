// 000 §4 Reject-refund, §6 "BASIC for order refund actions" (canRejectRefund, default BASIC): one answer for the
// order page's Reject refund and the server's reject calls. Whatever blocks a refund of the order blocks its
// rejection too — except the caller's lack of a refund right for the order's ticket kinds: rejecting takes no
// money, so a BASIC user may reject what only a STATION_AGENT may refund (docs/decisions/0204-basic-may-reject-refund.md).
import { checkGate, type GateContext } from './checkGate';
import type { RefundEligibility } from './refundEligibility';

/**
 * @param eligibility refundEligibility of the order for this caller
 * @param itso the order holds an ITSO trip (rejecting it also needs canRejectItsoSeasonRefund)
 * @example canRejectOrderRefund({ allowed: false, reason: 'ROLE', refundState: 'NOT_REFUNDED' }, basicGate, false) // true
 */
export function canRejectOrderRefund(eligibility: RefundEligibility, gate: GateContext, itso: boolean): boolean {
  if (!checkGate({ permission: 'canRejectRefund' }, gate)) return false;
  if (itso && !checkGate({ permission: 'canRejectItsoSeasonRefund' }, gate)) return false;
  return eligibility.allowed || eligibility.reason === 'ROLE';
}
