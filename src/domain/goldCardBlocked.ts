// 001 §5 / §9 Gold card replacement is blocked for 1 week after a request: the card's block end (goldCardBlockedUntil,
// given by the server with each product) still lies ahead.

/** @example goldCardBlocked({ goldCardBlockedUntil: '2026-05-08T10:00:00Z' }, new Date('2026-05-03T10:00:00Z')) // true */
export function goldCardBlocked(product: { goldCardBlockedUntil?: string | null }, now: Date): boolean {
  if (!product.goldCardBlockedUntil) return false;
  const until = Date.parse(product.goldCardBlockedUntil);
  return Number.isFinite(until) && until > now.getTime();
}
