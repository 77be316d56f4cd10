// 000 §4 Order display state: 'Amended' when wasAmended, otherwise the state; Complete shows Fulfilled or Not fulfilled by the fulfilment-status lookup.

/**
 * The state the order page's callout shows.
 * @example orderDisplayState({ state: 'Complete', wasAmended: false }, { fulfilled: false }) // 'Not fulfilled'
 */
export function orderDisplayState(
  order: { state: string; wasAmended?: boolean | null },
  fulfilment?: { fulfilled: boolean } | null,
): string {
  if (order.wasAmended) return 'Amended';
  if (order.state === 'Complete' && fulfilment) return fulfilment.fulfilled ? 'Fulfilled' : 'Not fulfilled';
  return order.state;
}
