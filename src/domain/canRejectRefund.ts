// 000 §4 Reject button enabled only when the original amount exceeds the amount used and the calculation is complete.

/**
 * Whether Reject refund is enabled on the refund page (pence). For an order without a season calculation the
 * caller passes the tickets' total as the original amount, 0 as used and `calculationComplete: true`.
 * @example canRejectRefund({ originalAmount: 50000, amountUsed: 20000, calculationComplete: true }) // true
 */
export function canRejectRefund(input: {
  originalAmount: number;
  amountUsed: number;
  calculationComplete: boolean;
}): boolean {
  return input.calculationComplete && input.originalAmount > input.amountUsed;
}
