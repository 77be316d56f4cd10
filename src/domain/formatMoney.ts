// 000 §1 Money is held in pence and shown in pounds with the £ symbol (divided by 100).

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/**
 * @example formatMoney(1050) // '£10.50'; formatMoney(-250) // '-£2.50'; formatMoney(null) // ''
 */
export function formatMoney(pence: number | null | undefined): string {
  if (pence === null || pence === undefined || !Number.isFinite(pence)) return '';
  // -0 would print as "-£0.00"
  const value = pence / 100 || 0;
  return pounds.format(value);
}
