// 000 §5 Manual refund: manual prices must match the total refund amount.

/**
 * True when the manual amounts (pence) add up exactly to the refund total (pence).
 * @example manualPricesMatch([500, 250], 750) // true
 */
export function manualPricesMatch(manualPrices: readonly number[], total: number): boolean {
  return manualPrices.reduce((sum, price) => sum + price, 0) === total;
}
