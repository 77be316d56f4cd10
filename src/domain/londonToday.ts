// 000 §4 Voucher validity ("expiry in the future") is decided by the calendar day in the UK, where the retailer trades.

// made on first use: a formatter built when the chunk runs costs main-thread time before the first paint (issue 24)
let londonDay: Intl.DateTimeFormat | undefined;
const LONDON_DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/**
 * Today's date in Europe/London as 'YYYY-MM-DD', whatever the machine's time zone.
 * @example londonToday(new Date('2026-06-30T23:30:00Z')) // '2026-07-01' (BST)
 */
export function londonToday(now: Date = new Date()): string {
  return (londonDay ??= new Intl.DateTimeFormat('en-CA', LONDON_DAY_OPTIONS)).format(now);
}
