// 001 §5 / §9 KeyGo: tap times are London wall-clock 'YYYY-MM-DDTHH:MM'; "now" in the same form, so a tap can be
// compared with it (a tap cannot lie in the future) and today's transaction day found (before 04:30 it is yesterday's).

// made on first use: a formatter built when the chunk runs costs main-thread time before the first paint (issue 24)
let londonMinute: Intl.DateTimeFormat | undefined;
const LONDON_MINUTE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * The London wall-clock minute of an instant, whatever the machine's time zone.
 * @example londonNow(new Date('2026-06-30T23:30:00Z')) // '2026-07-01T00:30' (BST)
 */
export function londonNow(now: Date = new Date()): string {
  const part = Object.fromEntries(
    (londonMinute ??= new Intl.DateTimeFormat('en-GB', LONDON_MINUTE_OPTIONS))
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}
