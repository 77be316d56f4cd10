// 001 §2 smartcard page "journeys grouped by day" (001 §7 GET /customers/{id}/smartcard/journeys): the reply's days,
// each with its journeys, as table rows under a heading per day (the table groups them by `date`). A day without
// journeys gives no row; a journey missing a tap shows no time at that end.
export interface SmartcardJourneyTapLike {
  timestamp?: string;
  locationName?: string;
}

export interface SmartcardJourneyDayLike {
  date?: string;
  journeys?: {
    id?: number;
    originName?: string | null;
    destinationName?: string | null;
    entry?: SmartcardJourneyTapLike | null;
    exit?: SmartcardJourneyTapLike | null;
    complete?: boolean;
    fare?: number;
  }[];
}

export interface SmartcardJourneyRow {
  id?: number;
  date?: string;
  tapIn?: string;
  tapOut?: string;
  originName?: string | null;
  destinationName?: string | null;
  complete?: boolean;
  fare?: number;
}

/** `YYYY-MM-DDTHH:mm` (London time) → `HH:mm`. */
const timeOf = (tap: SmartcardJourneyTapLike | null | undefined) => tap?.timestamp?.slice(11, 16);

/**
 * @example smartcardJourneyRows([{ date: '2026-11-27', journeys: [{ id: 1, originName: 'Brighton', entry: { timestamp: '2026-11-27T08:01' } }] }])
 * // [{ id: 1, date: '2026-11-27', tapIn: '08:01', tapOut: undefined, originName: 'Brighton', … }]
 */
export function smartcardJourneyRows(days: SmartcardJourneyDayLike[] | null | undefined): SmartcardJourneyRow[] {
  if (!Array.isArray(days)) return [];
  return days.flatMap((day) =>
    (day.journeys ?? []).map((journey) => ({
      id: journey.id,
      date: day.date,
      tapIn: timeOf(journey.entry),
      tapOut: timeOf(journey.exit),
      originName: journey.originName ?? journey.entry?.locationName ?? null,
      destinationName: journey.destinationName ?? journey.exit?.locationName ?? null,
      complete: journey.complete,
      fare: journey.fare,
    })),
  );
}
