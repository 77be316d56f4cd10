// 000 §9 flag prePopulateItsoSeasonRefundFields: whether the refund page fills an ITSO season's refund amount from
// the season calculation (the govia group) or leaves it for the user to type (the default); other tickets are always
// filled (their amount left, or their own season calculation). A user who may not edit ITSO season fields
// (canEditItsoSeasonRefundFields) gets the calculation's amount filled whatever the flag: an empty field nobody may
// type in would make the refund impossible (docs/decisions/0207-prepopulateitsoseasonrefundfields.md).
import type { RefundCategory } from './refundCategory';

/**
 * @param mayEdit whether this user may edit the ticket's amount (canEditItsoSeasonRefundFields for ITSO seasons)
 * @example seasonAmountPrefilled('ITSO_SEASON', { prePopulateItsoSeasonRefundFields: false }, true) // false
 */
export function seasonAmountPrefilled(
  category: RefundCategory,
  flags: Record<string, boolean | undefined>,
  mayEdit = true,
): boolean {
  return category !== 'ITSO_SEASON' || flags.prePopulateItsoSeasonRefundFields === true || !mayEdit;
}
