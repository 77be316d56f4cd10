// The one-click editor's reading of POST /jp/journey-plan (001 §7: outward lists journey links, links holds each
// journey) into service times a favourite journey keeps (001 §3: time plus legs), and the planner request for a
// window of the travel day (001 §9: 3 hours, 5 journeys).
import { minutesToTime, type JourneyWindow } from '../../domain/journeySearchWindow';
import type { FavouriteJourney } from '../../generated/types/FavouriteJourney';
import type { FavouriteLeg } from '../../generated/types/FavouriteLeg';

/** One departure of a favourite journey: its time and trains (schemas/entities/favouriteJourney.schema.json). */
export type ServiceTime = FavouriteJourney['serviceTimes'][number];

export interface PlannedJourney extends ServiceTime {
  /** the planner's link, unique in a reply */
  key: string;
  departure: string;
  arrival: string;
}

const LEG_FIELDS = [
  'origin',
  'destination',
  'departure',
  'arrival',
  'transferTime',
  'mode',
  'toc',
  'seats',
  'reservable',
  'facilities',
  'rsid',
  'tuid',
  'isTemporaryTrain',
] as const;

/** A planner leg with only the fields a favourite journey keeps (the planner also names the operator). */
function toFavouriteLeg(raw: Record<string, unknown>): FavouriteLeg {
  const out: Record<string, unknown> = {};
  for (const key of LEG_FIELDS) if (raw[key] !== undefined && raw[key] !== null) out[key] = raw[key];
  return out as unknown as FavouriteLeg;
}

/**
 * The journeys of a planner reply, in its order; links that are missing or not journeys are left out.
 * @example plannedJourneys({ outward: ['/jp/1'], links: { '/jp/1': { type: 'journey', time: '08:00', departureTime: '…', arrivalTime: '…', legs: [] } } })
 */
export function plannedJourneys(reply: unknown): PlannedJourney[] {
  const r = (reply ?? {}) as { outward?: unknown; links?: Record<string, unknown> };
  if (!Array.isArray(r.outward) || !r.links || typeof r.links !== 'object') return [];
  return r.outward.flatMap((key) => {
    const j = r.links![String(key)] as Record<string, unknown> | undefined;
    if (!j || j.type !== 'journey' || !Array.isArray(j.legs) || typeof j.departureTime !== 'string') return [];
    const departure = j.departureTime;
    return [
      {
        key: String(key),
        time: typeof j.time === 'string' ? j.time : departure.slice(11, 16),
        departure,
        arrival: String(j.arrivalTime ?? ''),
        legs: (j.legs as Record<string, unknown>[]).map(toFavouriteLeg),
      },
    ];
  });
}

/** The planner request for `window` of `day` ('YYYY-MM-DD'). */
export function journeyPlanRequest(
  origin: string,
  destination: string,
  day: string,
  window: JourneyWindow,
  numJourneys: number,
) {
  // a window ending at midnight is the day's 24:00, i.e. the next day's 00:00
  const end = window.end >= 24 * 60 ? `${nextDay(day)}T00:00` : `${day}T${minutesToTime(window.end)}`;
  return {
    origin,
    destination,
    adults: 1,
    children: 0,
    numJourneys,
    delayRepayFiltering: true,
    // the planned timetable for one adult, journeys not fares (docs/decisions/2284-journey-plan-flags.md)
    disableGroupSavings: true,
    doRealTime: false,
    filterFares: false,
    keepAllZoneFares: false,
    openReturn: false,
    showCheapest: false,
    outward: { rangeStart: `${day}T${minutesToTime(window.start)}`, rangeEnd: end, arriveDepart: 'Depart' as const },
  };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
