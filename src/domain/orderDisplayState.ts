// 000 §4 Order display state: 'Amended' when wasAmended, otherwise the state; Complete shows Fulfilled or Not fulfilled by the fulfilment-status lookup;
// a Refunded order says 'Fully refunded' when all its refundable tickets are fully refunded, otherwise 'Partially refunded'.
import type { Order } from './order';
import { orderRefundState } from './orderRefundState';

/**
 * The state the order page's callout shows.
 * @example orderDisplayState({ state: 'Complete', wasAmended: false }, { fulfilled: false }) // 'Not fulfilled'
 */
export function orderDisplayState(
  order: { state: string; wasAmended?: boolean | null; trips?: Order['trips'] },
  fulfilment?: { fulfilled: boolean } | null,
): string {
  if (order.wasAmended) return 'Amended';
  if (order.state === 'Complete' && fulfilment) return fulfilment.fulfilled ? 'Fulfilled' : 'Not fulfilled';
  if (order.state === 'Refunded' && order.trips) {
    const refunded = orderRefundState({ trips: order.trips });
    if (refunded === 'FULLY_REFUNDED') return 'Fully refunded';
    if (refunded === 'PARTIALLY_REFUNDED') return 'Partially refunded';
  }
  return order.state;
}
