// 000 §3 Refund order totals (subTotal, fee, discount, bookingFee, total) and §9 order-level discount sundries: they apply only if the ticket total exceeds their price and they are not refunded.

export interface RefundSundry {
  code: string;
  /** pence */
  price: number;
  refunded: boolean;
}

export interface RefundTotals {
  subTotal: number;
  fee: number;
  discount: number;
  bookingFee: number;
  total: number;
}

/**
 * All in pence. `ticketAmounts` are the ticked tickets' refund amounts (rail and PlusBus).
 * total = subTotal − fee − discount + bookingFee (it may be ≤ 0: the page then warns and Confirm stays off).
 * @example refundTotals({ ticketAmounts: [2000], adminFee: 1000, sundries: [], orderLevelDiscountSundries: [], bookingFee: 0, refundBookingFee: false }).total // 1000
 */
export function refundTotals(input: {
  ticketAmounts: readonly number[];
  adminFee: number;
  sundries: readonly RefundSundry[];
  orderLevelDiscountSundries: readonly string[];
  /** the order's booking fee (sundry 91354), pence */
  bookingFee: number;
  refundBookingFee: boolean;
}): RefundTotals {
  const subTotal = input.ticketAmounts.reduce((sum, amount) => sum + amount, 0);
  const discount = input.sundries
    .filter((s) => input.orderLevelDiscountSundries.includes(s.code) && !s.refunded && subTotal > Math.abs(s.price))
    .reduce((sum, s) => sum + Math.abs(s.price), 0);
  const bookingFee = input.refundBookingFee ? input.bookingFee : 0;
  const fee = input.adminFee;
  return { subTotal, fee, discount, bookingFee, total: subTotal - fee - discount + bookingFee };
}
