// 000 §8 Payment statuses shown: PAYMENT_NOT_REFUNDED, PAYMENT_PARTIAL_REFUND, PAYMENT_FULL_REFUND (of one payment: card, PayPal, Amazon Pay, e-voucher).

export type PaymentRefundStatus = 'PAYMENT_NOT_REFUNDED' | 'PAYMENT_PARTIAL_REFUND' | 'PAYMENT_FULL_REFUND';

/**
 * How much of a payment has gone back, from what was charged and what was refunded (both integer pence).
 * A payment of nothing counts as fully refunded only once something was refunded against it.
 * @example paymentRefundStatus(1250, 500) // 'PAYMENT_PARTIAL_REFUND'
 */
export function paymentRefundStatus(amount: number, refunded: number | null | undefined): PaymentRefundStatus {
  const back = refunded ?? 0;
  if (back <= 0) return 'PAYMENT_NOT_REFUNDED';
  return back >= amount ? 'PAYMENT_FULL_REFUND' : 'PAYMENT_PARTIAL_REFUND';
}
