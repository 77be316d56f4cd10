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

export type TapTimeError = 'TAP_TIME_REQUIRED' | 'TAP_TIME_INVALID' | 'TAP_TIME_OUTSIDE_WINDOW' | 'TAP_TIME_STEP';

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
 * Why a typed tap time is refused for a transaction day, or undefined when it is allowed.
 * @example tapTimeError('2026-03-01T04:25', '2026-03-01') // 'TAP_TIME_OUTSIDE_WINDOW'
 */
export function tapTimeError(
  local: string,
  transactionDate: string,
  config: TapWindowConfig = DEFAULT_TAP_WINDOW,
): TapTimeError | undefined {
  if (local.trim() === '') return 'TAP_TIME_REQUIRED';
  const minutes = localMinutes(local);
  if (minutes === undefined) return 'TAP_TIME_INVALID';
  const { first, last } = tapWindow(transactionDate, config);
  if (minutes < localMinutes(first)! || minutes > localMinutes(last)!) return 'TAP_TIME_OUTSIDE_WINDOW';
  if (minutes % config.stepMinutes !== 0) return 'TAP_TIME_STEP';
  return undefined;
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
