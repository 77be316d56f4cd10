// 000 §4 Refund eligibility by role: PlusBus, ITSO season, paper season and non-season tickets each need their own right.

export type RefundCategory = 'NON_SEASON' | 'PAPER_SEASON' | 'ITSO_SEASON' | 'PLUS_BUS';

/** The named permission (brands/_defaults.yaml) that lets a user refund a ticket of each category. */
export const refundCategoryRight: Record<RefundCategory, string> = {
  NON_SEASON: 'canRefundNonSeason',
  PAPER_SEASON: 'canRefundPaperSeason',
  ITSO_SEASON: 'canRefundItsoSeason',
  PLUS_BUS: 'canRefundPlusBus',
};

/**
 * Which right a ticket's refund needs. A season is ITSO when it lives on a smartcard (smartcard delivery or an
 * ITSO trip), otherwise paper; PlusBus is told by the fare or the ticket type.
 * @example refundCategory({ ticketTypeCode: { isSeason: true, isPlusBus: false } }, { isSmartcard: true }) // 'ITSO_SEASON'
 */
export function refundCategory(
  ticket: { ticketTypeCode: { isSeason: boolean; isPlusBus?: boolean } },
  delivery: { isSmartcard: boolean } | null | undefined,
  context: { fare?: { isPlusBus?: boolean }; trip?: { itso?: boolean } } = {},
): RefundCategory {
  if (ticket.ticketTypeCode.isPlusBus || context.fare?.isPlusBus) return 'PLUS_BUS';
  if (!ticket.ticketTypeCode.isSeason) return 'NON_SEASON';
  return delivery?.isSmartcard || context.trip?.itso ? 'ITSO_SEASON' : 'PAPER_SEASON';
}
