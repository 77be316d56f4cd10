// 001 §5 KeyGo / §9: taps form journeys — an ENTRY and the next EXIT at most the brand's maxMinutesBetweenTaps later
// (4h36m by default) make one journey; an ENTRY without such an EXIT, or an EXIT without its ENTRY, is an incomplete
// journey. Excluded taps take no part. The limit is a brand setting, so every caller passes it (no default here: a
// default would let one caller quietly use another brand's limit).

export type TapType = 'ENTRY' | 'EXIT';

export interface KeyGoTapLike {
  id: number;
  type: TapType;
  /** wall-clock 'YYYY-MM-DDTHH:MM' (src/domain/keyGoTapWindow.ts) */
  at: string;
  excluded?: boolean;
}

export interface KeyGoJourney<T extends KeyGoTapLike = KeyGoTapLike> {
  /** the id of the journey's first tap: stable while that tap stays */
  id: number;
  entry?: T;
  exit?: T;
  complete: boolean;
}

function minutesOf(at: string): number {
  return Date.parse(`${at}:00Z`) / 60_000;
}

/** Minutes from one wall-clock time to another. @example minutesBetween('2026-01-01T08:00', '2026-01-01T12:36') // 276 */
export function minutesBetween(from: string, to: string): number {
  return minutesOf(to) - minutesOf(from);
}

/** Orders taps by time (ties: ENTRY before EXIT, then id) — the order journeys are read in. */
export function sortTaps<T extends KeyGoTapLike>(taps: readonly T[]): T[] {
  return [...taps].sort(
    (a, b) => a.at.localeCompare(b.at) || (a.type === b.type ? 0 : a.type === 'ENTRY' ? -1 : 1) || a.id - b.id,
  );
}

/**
 * Journeys of a day's taps, in time order; `maxMinutes` is the brand's `config.maxMinutesBetweenTaps`.
 * @example buildKeyGoJourneys([{ id: 1, type: 'ENTRY', at: '2026-01-05T08:00' }, { id: 2, type: 'EXIT', at: '2026-01-05T08:40' }], 276)
 *   // [{ id: 1, entry: …, exit: …, complete: true }]
 */
export function buildKeyGoJourneys<T extends KeyGoTapLike>(taps: readonly T[], maxMinutes: number): KeyGoJourney<T>[] {
  const journeys: KeyGoJourney<T>[] = [];
  let open: T | undefined;
  for (const tap of sortTaps(taps.filter((t) => !t.excluded))) {
    if (tap.type === 'ENTRY') {
      if (open) journeys.push({ id: open.id, entry: open, complete: false });
      open = tap;
    } else if (open && minutesBetween(open.at, tap.at) <= maxMinutes) {
      journeys.push({ id: open.id, entry: open, exit: tap, complete: true });
      open = undefined;
    } else {
      if (open) journeys.push({ id: open.id, entry: open, complete: false });
      open = undefined;
      journeys.push({ id: tap.id, exit: tap, complete: false });
    }
  }
  if (open) journeys.push({ id: open.id, entry: open, complete: false });
  return journeys;
}
