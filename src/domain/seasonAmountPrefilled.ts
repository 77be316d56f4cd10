// 000 §9 flag prePopulateItsoSeasonRefundFields: whether the refund page fills an ITSO season's refund amount from
// the season calculation (the govia group) or leaves it for the user to type (the default); other tickets are always
// filled (their amount left, or their own season calculation).
import type { RefundCategory } from './refundCategory';

/** @example seasonAmountPrefilled('ITSO_SEASON', { prePopulateItsoSeasonRefundFields: false }) // false */
export function seasonAmountPrefilled(category: RefundCategory, flags: Record<string, boolean | undefined>): boolean {
  return category !== 'ITSO_SEASON' || flags.prePopulateItsoSeasonRefundFields === true;
}
