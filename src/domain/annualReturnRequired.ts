// 000 §5 Refund: the annual-ticket return checkbox is required unless the total is ≤ 0 and the season ticket is not expired.

/**
 * Whether the "annual ticket returned" box must be ticked before the refund can be confirmed.
 * Only orders with an annual season ticket show the box (`hasAnnualTicket`).
 * @example annualReturnRequired({ hasAnnualTicket: true, total: 0, seasonExpired: true }) // true
 */
export function annualReturnRequired(input: {
  hasAnnualTicket: boolean;
  total: number;
  seasonExpired: boolean;
}): boolean {
  if (!input.hasAnnualTicket) return false;
  return !(input.total <= 0 && !input.seasonExpired);
}
