// 001 §5 KeyGo / §9: a tap of a transaction day lies from 04:30 that day to 04:29 the next, on 5-minute steps. Times are
// London wall-clock 'YYYY-MM-DDTHH:MM' (what the picker shows and the sandbox stores), so no time zone is involved.

export interface TapWindowConfig {
  /** tapWindowStart, 'HH:MM' */
  start: string;
  /** tapWindowEnd, 'HH:MM' (on the next day) */
  end: string;
  /** tapStepMinutes */
  stepMinutes: number;
}

export const DEFAULT_TAP_WINDOW: TapWindowConfig = { start: '04:30', end: '04:29', stepMinutes: 5 };

export type TapTimeError =
  'TAP_TIME_REQUIRED' | 'TAP_TIME_INVALID' | 'TAP_TIME_OUTSIDE_WINDOW' | 'TAP_TIME_STEP' | 'TAP_TIME_FUTURE';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since 1970-01-01T00:00 of a wall-clock time; undefined when not one. @example localMinutes('1970-01-01T01:05') // 65 */
export function localMinutes(local: string): number | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const back = new Date(ms);
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) return undefined; // 31/02
  return ms / 60_000;
}

/** The wall-clock text of minutes since the epoch. @example minutesToLocal(65) // '1970-01-01T01:05' */
export function minutesToLocal(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

/** 'YYYY-MM-DD' plus days. @example addDays('2026-02-28', 1) // '2026-03-01' */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** First and last allowed wall-clock minute of a transaction day's taps. */
export function tapWindow(
  transactionDate: string,
  config: TapWindowConfig = DEFAULT_TAP_WINDOW,
): { first: string; last: string } {
  return { first: `${transactionDate}T${config.start}`, last: `${addDays(transactionDate, 1)}T${config.end}` };
}

/** The transaction day a tap time belongs to (before 04:30 it is the previous day's). @example keyGoDayOf('2026-03-02T03:10') // '2026-03-01' */
export function keyGoDayOf(local: string, config: TapWindowConfig = DEFAULT_TAP_WINDOW): string {
  const date = local.slice(0, 10);
  return local.slice(11) < config.start ? addDays(date, -1) : date;
}

/**
 * Why a typed tap time is refused for a transaction day, or undefined when it is allowed. With `now` (London
 * wall-clock, londonNow) a tap after it is refused too: a tap has happened, it cannot be in the future.
 * @example tapTimeError('2026-03-01T04:25', '2026-03-01') // 'TAP_TIME_OUTSIDE_WINDOW'
 * @example tapTimeError('2026-03-02T05:00', '2026-03-02', DEFAULT_TAP_WINDOW, '2026-03-02T03:20') // 'TAP_TIME_FUTURE'
 */
export function tapTimeError(
  local: string,
  transactionDate: string,
  config: TapWindowConfig = DEFAULT_TAP_WINDOW,
  now?: string,
): TapTimeError | undefined {
  if (local.trim() === '') return 'TAP_TIME_REQUIRED';
  const minutes = localMinutes(local);
  if (minutes === undefined) return 'TAP_TIME_INVALID';
  const { first, last } = tapWindow(transactionDate, config);
  if (minutes < localMinutes(first)! || minutes > localMinutes(last)!) return 'TAP_TIME_OUTSIDE_WINDOW';
  if (minutes % config.stepMinutes !== 0) return 'TAP_TIME_STEP';
  if (now !== undefined && minutes > (localMinutes(now) ?? Infinity)) return 'TAP_TIME_FUTURE';
  return undefined;
}

/**
 * The time a tap dialog opens at: the other tap of the journey's neighbouring step — an exit 5 minutes after its entry,
 * an entry 5 minutes before its exit — so the dialog never opens already in error; 08:00 of the day without one. Kept
 * inside the day's window.
 * @example keyGoTapStart('2026-03-02', 'EXIT', { type: 'ENTRY', at: '2026-03-02T17:32' }) // '2026-03-02T17:35'
 */
export function keyGoTapStart(
  transactionDate: string,
  type: 'ENTRY' | 'EXIT',
  other: { type: 'ENTRY' | 'EXIT'; at: string } | undefined,
  config: TapWindowConfig = DEFAULT_TAP_WINDOW,
): string {
  const step = config.stepMinutes;
  const { first, last } = tapWindow(transactionDate, config);
  const lowest = Math.ceil(localMinutes(first)! / step) * step;
  const highest = Math.floor(localMinutes(last)! / step) * step;
  const at = other ? localMinutes(other.at) : undefined;
  if (!other || at === undefined) return `${transactionDate}T08:00`;
  let minutes: number;
  if (other.type === type) minutes = Math.round(at / step) * step;
  else if (type === 'EXIT') minutes = Math.floor(at / step) * step + step;
  else minutes = Math.ceil(at / step) * step - step;
  return minutesToLocal(Math.min(highest, Math.max(lowest, minutes)));
}

/** The picker's choices of a transaction day: every step from 04:30 to 04:29 the next day (04:25 the last on 5-minute steps). */
export function tapTimeChoices(transactionDate: string, config: TapWindowConfig = DEFAULT_TAP_WINDOW): string[] {
  const { first, last } = tapWindow(transactionDate, config);
  const out: string[] = [];
  const start = localMinutes(first)!;
  const from = Math.ceil(start / config.stepMinutes) * config.stepMinutes;
  for (let m = from; m <= localMinutes(last)!; m += config.stepMinutes) out.push(minutesToLocal(m));
  return out;
}
