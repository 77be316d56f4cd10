// 001 §3 Weekly cap zones (prices in pence) and the sandbox's fare table between the seeded KeyGo stations: a fare grows
// with the zones a journey spans, a day is capped at 2/5 of the weekly cap of its zones (rounded down to 10p), an
// incomplete journey pays the maximum fare and is never capped (it cannot say which zones it crossed).

export const WEEKLY_CAP_ZONES: Readonly<Record<string, number>> = {
  '1-3': 2790,
  '1-4': 3420,
  '1-5': 4070,
  '1-6': 4360,
  '2-3': 1780,
  '2-4': 1970,
  '2-5': 2370,
  '2-6': 2980,
  '3-3': 1780,
  '3-4': 1780,
  '3-5': 1970,
  '3-6': 2370,
  '4-4': 1780,
  '4-5': 1780,
  '4-6': 1970,
  '5-5': 1780,
  '5-6': 1780,
};

/** Zones of the seeded KeyGo stations (server/db/seed/smartcards.ts SEED_STATIONS). */
export const KEYGO_STATION_ZONES: Readonly<Record<string, number>> = {
  'London Victoria': 1,
  'London Bridge': 1,
  'East Croydon': 3,
  'St Albans City': 4,
  Sevenoaks: 4,
  'Three Bridges': 5,
  'Gatwick Airport': 5,
  Tonbridge: 5,
  'Haywards Heath': 6,
  Brighton: 6,
  Lewes: 6,
  Horsham: 6,
  Bedford: 6,
  Cambridge: 6,
  'Ashford International': 6,
};

/** The fare of an incomplete journey. */
export const KEYGO_MAXIMUM_FARE = 890;

/** Fare in pence between two zones. @example keyGoFare(1, 6) // 620 */
export function keyGoFare(fromZone: number, toZone: number): number {
  const low = Math.min(fromZone, toZone);
  const span = Math.abs(fromZone - toZone);
  return 150 + 70 * span + (low === 1 ? 120 : 0);
}

/**
 * Weekly cap of a zone range: the listed range, or the nearest listed one containing it (zone 1 alone counts as 1-3,
 * zone 2 alone or 1-2 as 2-3 and 1-3).
 * @example weeklyCapFor(1, 6) // 4360
 */
export function weeklyCapFor(low: number, high: number): number {
  for (let hi = Math.max(high, low); hi <= 6; hi++) {
    const lo = low === 1 && hi < 3 ? 1 : low;
    const key = `${lo}-${Math.max(hi, lo === 1 ? 3 : hi)}`;
    if (WEEKLY_CAP_ZONES[key] !== undefined) return WEEKLY_CAP_ZONES[key];
  }
  return WEEKLY_CAP_ZONES['1-6'];
}

/** Daily cap of a zone range. @example dailyCapFor(1, 6) // 1740 */
export function dailyCapFor(low: number, high: number): number {
  return Math.floor((weeklyCapFor(low, high) * 2) / 5 / 10) * 10;
}
