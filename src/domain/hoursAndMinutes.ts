// 001 §9 says the KeyGo limit between taps as "4h36m"; the brand holds it in minutes (maxMinutesBetweenTaps), so the
// server's refusal and the console's message say the brand's own limit the way the spec writes it.

/**
 * Minutes as hours and minutes, the spec's way.
 * @example hoursAndMinutes(276) // '4h36m'
 * @example hoursAndMinutes(60) // '1h00m'
 * @example hoursAndMinutes(45) // '45m'
 */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m`;
}
