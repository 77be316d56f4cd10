// 000 §1 Money is held in pence and shown in pounds with the £ symbol (divided by 100).

// Made on first use, not when the shell runs: the first currency formatter loads the currency data (50–100 ms of main
// thread measured in Chromium), which a page that shows no money should not pay before its first paint (issue 24).
let pounds: Intl.NumberFormat | undefined;

/**
 * @example formatMoney(1050) // '£10.50'; formatMoney(-250) // '-£2.50'; formatMoney(null) // ''
 */
export function formatMoney(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return '';
  // -0 would print as "-£0.00"
  const value = pence / 100 || 0;
  pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return pounds.format(value);
}
