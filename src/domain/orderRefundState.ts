// 000 §4 Refunded orders: 'Fully refunded' when all refundable tickets are fully refunded, otherwise 'Partially refunded'.
import { orderTickets, type Order } from './order';

export type OrderRefundState = 'FULLY_REFUNDED' | 'PARTIALLY_REFUNDED' | null;

/**
 * How far an order has been refunded, from its tickets: null while nothing was refunded. Tickets whose refund is
 * disabled never count against "fully" (they cannot be refunded at all).
 * @example orderRefundState({ trips: [...one refunded ticket, one not...] }) // 'PARTIALLY_REFUNDED'
 */
export function orderRefundState(order: Pick<Order, 'trips'>): OrderRefundState {
  const tickets = orderTickets(order).map(({ ticket }) => ticket);
  if (!tickets.some((t) => t.refunded)) return null;
  return tickets.every((t) => t.refunded || t.refundDisabled) ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
}
