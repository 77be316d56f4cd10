// 001 §7 POST /jp/journey-plan over the shipped timetable (server/data/timetable.json): a few routes of the seeded
// brands, each service with its uid, rsid and calling times. Direct trains and journeys with one change.
import { readFileSync } from 'node:fs';
import { minutesToTime } from '../../../src/domain/journeySearchWindow';

interface RouteFile {
  routes: Array<{
    routeCode: string;
    toc: string;
    operator: string;
    callingPoints: Array<{ nlc: string; minutes: number }>;
    services: Array<{ uid: string; rsid: string; departs: string }>;
  }>;
}

export interface PlannedLeg {
  origin: string;
  destination: string;
  /** minutes after midnight of the travel day */
  departs: number;
  arrives: number;
  transferTime: number;
  toc: string;
  operator: string;
  routeCode: string;
  rsid: string;
  tuid: string;
}

export interface PlannedJourney {
  departs: number;
  arrives: number;
  legs: PlannedLeg[];
}

/** Smallest and largest change time at an interchange (minutes). */
const MIN_CHANGE = 5;
const MAX_CHANGE = 60;

const file = JSON.parse(readFileSync(new URL('../../data/timetable.json', import.meta.url), 'utf8')) as RouteFile;

/** Every train as its calls: [nlc, minutes after midnight] in order. */
const trains = file.routes.flatMap((route) =>
  route.services.map((s) => {
    const [h, m] = s.departs.split(':').map(Number);
    const start = h * 60 + m;
    return {
      route,
      service: s,
      calls: route.callingPoints.map((c) => ({ nlc: c.nlc, at: start + c.minutes })),
    };
  }),
);

/** The NLCs the timetable calls at. */
export const TIMETABLE_STATIONS: ReadonlySet<string> = new Set(
  file.routes.flatMap((r) => r.callingPoints.map((c) => c.nlc)),
);

function legsFrom(origin: string, from: number, to: number): Array<{ train: (typeof trains)[number]; i: number }> {
  const found = [];
  for (const train of trains) {
    const i = train.calls.findIndex((c) => c.nlc === origin);
    if (i >= 0 && i < train.calls.length - 1 && train.calls[i].at >= from && train.calls[i].at <= to)
      found.push({ train, i });
  }
  return found;
}

function leg(train: (typeof trains)[number], i: number, j: number, transferTime: number): PlannedLeg {
  return {
    origin: train.calls[i].nlc,
    destination: train.calls[j].nlc,
    departs: train.calls[i].at,
    arrives: train.calls[j].at,
    transferTime,
    toc: train.route.toc,
    operator: train.route.operator,
    routeCode: train.route.routeCode,
    rsid: train.service.rsid,
    tuid: train.service.uid,
  };
}

/**
 * Journeys from `origin` to `destination` (NLCs) leaving within [from, to] minutes, earliest departure first (for the
 * same departure the earlier arrival), at most `count`. A change journey is kept only when no direct train leaving at
 * the same time or later arrives as early.
 * @example planJourneys('5268', '5426', 480, 660, 5)[0].legs[0].toc // 'SN'
 */
export function planJourneys(
  origin: string,
  destination: string,
  from: number,
  to: number,
  count: number,
): PlannedJourney[] {
  const journeys: PlannedJourney[] = [];
  for (const { train, i } of legsFrom(origin, from, to)) {
    const j = train.calls.findIndex((c, k) => k > i && c.nlc === destination);
    if (j > i) {
      journeys.push({ departs: train.calls[i].at, arrives: train.calls[j].at, legs: [leg(train, i, j, 0)] });
      continue;
    }
    // one change: ride to each later call, then the first connecting train there to the destination
    for (let k = i + 1; k < train.calls.length; k++) {
      const change = train.calls[k];
      const onward = legsFrom(change.nlc, change.at + MIN_CHANGE, change.at + MAX_CHANGE)
        .filter(({ train: t }) => t.route.routeCode !== train.route.routeCode)
        .map(({ train: t, i: ti }) => ({ t, ti, tj: t.calls.findIndex((c, x) => x > ti && c.nlc === destination) }))
        .filter(({ tj, ti }) => tj > ti)
        .sort((a, b) => a.t.calls[a.tj].at - b.t.calls[b.tj].at)[0];
      if (onward) {
        journeys.push({
          departs: train.calls[i].at,
          arrives: onward.t.calls[onward.tj].at,
          legs: [leg(train, i, k, 0), leg(onward.t, onward.ti, onward.tj, onward.t.calls[onward.ti].at - change.at)],
        });
        break;
      }
    }
  }
  journeys.sort((a, b) => a.departs - b.departs || a.arrives - b.arrives);
  // drop a journey that a later-or-equal departure beats on arrival (a slow change when a direct train is quicker)
  const kept = journeys.filter(
    (j, n) => !journeys.some((o, m) => m !== n && o.departs >= j.departs && o.arrives < j.arrives),
  );
  return kept.slice(0, count);
}

/** 'HH:MM' of a planned time, for the reply. */
export const clock = minutesToTime;
