// 000 §9 "Refund period expiry: 28 days after ticket expiry" (config refundPeriodDaysAfterExpiry).

/**
 * Whether a ticket's refund period has ended: more than `days` days have passed since its last valid day.
 * @param validTo the ticket's expiry (ISO date or date-time; its day counts, in UTC)
 * @param today YYYY-MM-DD (londonToday())
 * @example refundPeriodOver('2025-10-01T23:59:59Z', '2025-10-30', 28) // true (day 29 after expiry)
 */
export function refundPeriodOver(validTo: string, today: string, days: number): boolean {
  const expiry = Date.parse(validTo.slice(0, 10));
  if (Number.isNaN(expiry)) return false;
  const lastDay = new Date(expiry + days * 86_400_000).toISOString().slice(0, 10);
  return lastDay < today;
}
