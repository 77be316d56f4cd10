// 000 §4 Season reason auto-choice: reason 6 if not collected or the surrender date is before the first used date, else 7.

/**
 * The refund reason a season-ticket refund picks by itself (config seasonNotCollectedRefundReasonCode 6 /
 * seasonCollectedRefundReasonCode 7). Dates are ISO strings; only the day part is compared.
 * @example seasonRefundReason({ collected: true, surrenderDate: '2025-03-01', firstUsedDate: '2025-02-01' }, { notCollected: 6, collected: 7 }) // 7
 */
export function seasonRefundReason(
  input: { collected: boolean; surrenderDate: string | undefined; firstUsedDate: string | undefined },
  codes: { notCollected: number; collected: number },
): number {
  if (!input.collected) return codes.notCollected;
  const surrender = input.surrenderDate?.slice(0, 10);
  const firstUsed = input.firstUsedDate?.slice(0, 10);
  if (surrender && firstUsed && surrender < firstUsed) return codes.notCollected;
  return codes.collected;
}
