// 000 §5 Refund payments: the refund total (pence) goes back to the order's payments in order, never more than each has left.

export interface AllocatablePayment {
  type: string;
  id: string;
  amount: number;
  /** already refunded from this payment */
  refundAmount?: number | null;
}

/**
 * Splits `total` pence across the payments in the given order (cards, PayPal, Amazon Pay …, vouchers last), each
 * taking at most what it has left; the lines sum exactly to `total`. Throws a RangeError when the payments have
 * less left than `total` or `total` is not a non-negative integer.
 * @example allocateRefund(1500, [{ type: 'CARD', id: 'P1', amount: 1000 }, { type: 'VOUCHER', id: 'P2', amount: 1000 }])
 *   // [{ type: 'CARD', id: 'P1', amount: 1000 }, { type: 'VOUCHER', id: 'P2', amount: 500 }]
 */
export function allocateRefund(
  total: number,
  payments: readonly AllocatablePayment[],
): Array<{ type: string; id: string; amount: number }> {
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`A refund total must be whole pence ≥ 0, not ${total}`);
  let remaining = total;
  const lines: Array<{ type: string; id: string; amount: number }> = [];
  for (const payment of payments) {
    if (remaining === 0) break;
    const left = Math.max(0, payment.amount - (payment.refundAmount ?? 0));
    const take = Math.min(left, remaining);
    if (take > 0) {
      lines.push({ type: payment.type, id: payment.id, amount: take });
      remaining -= take;
    }
  }
  if (remaining > 0) throw new RangeError(`The payments have ${total - remaining} pence left to refund, not ${total}`);
  return lines;
}
