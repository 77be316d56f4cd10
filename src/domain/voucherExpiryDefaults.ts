// 000 §5 Voucher dates: a new voucher starts today and expires one year later; expiry is at least one year after start and moves forward when earlier.

/** 'YYYY-MM-DD' plus whole years; 29 February falls back to 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  // Date.UTC rolls 29 Feb into March in a common year; stay in the month instead
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The earliest allowed expiry for a start date. */
export function earliestVoucherExpiry(startDate: string, validityYears: number): string {
  return addYears(startDate, validityYears);
}

/**
 * Start and expiry dates of a voucher form: defaults for a new voucher, and the expiry moved forward to the
 * earliest allowed day when it is missing or earlier (ISO days compare as strings).
 * @example voucherExpiryDefaults('2026-11-22', 1) // { startDate: '2026-11-22', expiryDate: '2027-11-22' }
 * @example voucherExpiryDefaults('2026-11-22', 1, '2026-12-01', '2027-01-01') // expiry → '2027-12-01'
 */
export function voucherExpiryDefaults(
  today: string,
  validityYears: number,
  startDate?: string,
  expiryDate?: string,
): { startDate: string; expiryDate: string } {
  const start = startDate || today;
  const earliest = earliestVoucherExpiry(start, validityYears);
  return { startDate: start, expiryDate: expiryDate && expiryDate >= earliest ? expiryDate : earliest };
}
