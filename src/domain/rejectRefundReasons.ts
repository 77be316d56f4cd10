// 000 §9 Refund reject reasons: config refundRejectReasons; ITSO orders offer config itsoRefundRejectionReasons instead.

export interface RejectReasonConfig {
  refundRejectReasons: readonly string[];
  itsoRefundRejectionReasons: readonly string[];
}

/** An order is an ITSO (smartcard) order when any of its trips carries the itso flag (000 §3 Order trips). */
export function isItsoOrder(
  order: { trips?: readonly { itso?: boolean | null }[] | null } | null | undefined,
): boolean {
  return (order?.trips ?? []).some((trip) => trip.itso === true);
}

/**
 * The reasons a staff member may pick when rejecting a refund of this order, in the brand's order.
 * @example rejectRefundReasons({ trips: [{ itso: true }] }, config) // config.itsoRefundRejectionReasons
 */
export function rejectRefundReasons(
  order: { trips?: readonly { itso?: boolean | null }[] | null } | null | undefined,
  config: RejectReasonConfig,
): readonly string[] {
  return isItsoOrder(order) ? config.itsoRefundRejectionReasons : config.refundRejectReasons;
}
