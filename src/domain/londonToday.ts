// 000 §4 Voucher validity ("expiry in the future") is decided by the calendar day in the UK, where the retailer trades.
//
// Worked out from the UK's summer-time rule rather than with an Intl.DateTimeFormat: the first formatter of a page
// costs 13–30 ms of main thread (measured in Chromium, issue 24), and the smartcard page needs today's date to start
// its KeyGo week with its other calls, before anything is drawn. The rule (GMT, and BST = GMT+1 from 01:00 GMT on the
// last Sunday of March to 01:00 GMT on the last Sunday of October) has held since 1996; londonToday.test compares it
// with Intl's tz data over 1996–2099, so a change of the law shows there.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 GMT on the last Sunday of a month (0-based), when UK clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY + HOUR;
}

/**
 * Today's date in Europe/London as 'YYYY-MM-DD', whatever the machine's time zone.
 * @example londonToday(new Date('2026-06-30T23:30:00Z')) // '2026-07-01' (BST)
 */
export function londonToday(now: Date = new Date()): string {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  const summer = t >= lastSundayOneAm(year, 2) && t < lastSundayOneAm(year, 9);
  return new Date(t + (summer ? HOUR : 0)).toISOString().slice(0, 10);
}
