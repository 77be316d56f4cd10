// 001 §3 KeyGo day and transaction pricing of stored taps: journeys by the brand's limit between taps
// (maxMinutesBetweenTaps, 001 §9 4h36m; src/domain/buildKeyGoJourneys),
// priced a week at a time with the daily and weekly caps (src/domain/priceKeyGoWeek). Shared by the handlers (re-pricing
// after a change) and the seed, so seeded days hold exactly what a re-price would give.
import { buildKeyGoJourneys, type KeyGoJourney, type TapType } from '../../../src/domain/buildKeyGoJourneys';
import { KEYGO_STATION_ZONES } from '../../../src/domain/keyGoFares';
import { addDays } from '../../../src/domain/keyGoTapWindow';
import { priceKeyGoWeek, type PricedDay, type PricedWeek } from '../../../src/domain/priceKeyGoWeek';
import { weekStartOf } from '../../../src/domain/weekStartOf';

export interface StoredTap {
  id: number;
  date: string;
  at: string;
  type: TapType;
  excluded: boolean;
  locationName: string;
  locationNlc: string;
  status: string;
  generationCause: string;
}

/** Zone of a KeyGo station (stations outside the zone list count as the outermost zone). */
export const zoneOf = (name: string): number => KEYGO_STATION_ZONES[name] ?? 6;

export const weekDates = (date: string): string[] => {
  const start = weekStartOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
};

export interface PricedTapWeek {
  week: PricedWeek;
  journeysByDate: Map<string, KeyGoJourney<StoredTap>[]>;
  dayByDate: Map<string, PricedDay>;
}

/** Prices the week of `date` from all of the card's taps of that week (any order); `maxMinutes`: the brand's limit between taps. */
export function priceTapWeek<T extends StoredTap>(date: string, taps: readonly T[], maxMinutes: number): PricedTapWeek {
  const dates = weekDates(date);
  const journeysByDate = new Map<string, KeyGoJourney<StoredTap>[]>();
  for (const d of dates)
    journeysByDate.set(
      d,
      buildKeyGoJourneys(
        taps.filter((t) => t.date === d),
        maxMinutes,
      ),
    );
  const week = priceKeyGoWeek(
    dates.map((d) => ({
      date: d,
      journeys: journeysByDate.get(d)!.map((j) => ({
        complete: j.complete,
        fromZone: j.entry && zoneOf(j.entry.locationName),
        toZone: j.exit && zoneOf(j.exit.locationName),
      })),
    })),
  );
  return { week, journeysByDate, dayByDate: new Map(week.days.map((d) => [d.date, d])) };
}
