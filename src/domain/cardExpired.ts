// 000 §9 "Expired card: expiry month end before today" — computed from the card's MM/YY expiry, never stored.

/**
 * @param expiryDate the card's expiry as printed, MM/YY
 * @param today YYYY-MM-DD (londonToday())
 * @returns true once the last day of the expiry month is before today; false for an unreadable expiry
 * @example cardExpired('10/25', '2025-11-01') // true
 */
export function cardExpired(expiryDate: string, today: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiryDate.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  // day 0 of the next month is the last day of this one
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return monthEnd < today;
}
