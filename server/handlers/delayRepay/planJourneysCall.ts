// 001 §7 POST /jp/journey-plan over the shipped timetable (./timetable): origin and destination as NLC or CRS, the
// outward range (the console sends a 3-hour window, 001 §9), numJourneys (5). Reply: outward lists journey links,
// links holds each journey with its legs (operator code, rsid, service uid).
import type { PlannedJourney } from '../../../src/generated/types/PlannedJourney';
import { requireStaff, type Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { findStation } from '../reference/findStation';
import { clock, planJourneys } from './timetable';

const DAY = 86_400_000;

export const planJourneysCall: Handler<'planJourneys'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as {
    origin: string;
    destination: string;
    numJourneys?: number;
    outward: { rangeStart: string; rangeEnd: string };
  };
  const [origin, destination] = await Promise.all([
    findStation(ctx.db, body.origin),
    findStation(ctx.db, body.destination),
  ]);
  const errors = [];
  if (!origin) errors.push({ code: Codes.VALIDATION, message: 'Unknown origin station', fields: ['origin'] });
  if (!destination)
    errors.push({ code: Codes.VALIDATION, message: 'Unknown destination station', fields: ['destination'] });
  else if (origin && origin.nlc === destination.nlc)
    errors.push({
      code: Codes.VALIDATION,
      message: 'The destination must differ from the origin',
      fields: ['destination'],
    });
  // the timetable has no time zone: the range's wall-clock part (as sent) is the time of day
  const start = new Date(`${body.outward.rangeStart.slice(0, 19)}Z`);
  const end = new Date(`${body.outward.rangeEnd.slice(0, 19)}Z`);
  const length = end.getTime() - start.getTime();
  if (!(length > 0 && length <= DAY))
    errors.push({
      code: Codes.VALIDATION,
      message: 'The range must end after it starts, within 24 hours',
      fields: ['outward', 'rangeEnd'],
    });
  if (errors.length) throw new ApiError(400, errors);

  const day = body.outward.rangeStart.slice(0, 10);
  const from = start.getUTCHours() * 60 + start.getUTCMinutes();
  const to = from + length / 60_000;
  const count = body.numJourneys ?? staff.profile.config.journeySearchResults;
  const at = (minutes: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 19);
  const journeys = planJourneys(origin!.nlc, destination!.nlc, from, to, count);
  const links: Record<string, PlannedJourney> = {};
  const outward = journeys.map((j, n) => {
    const link = `/jp/journey/${day}/${origin!.nlc}-${destination!.nlc}/${n + 1}`;
    links[link] = {
      type: 'journey' as const,
      origin: origin!.nlc,
      destination: destination!.nlc,
      departureTime: at(j.departs),
      arrivalTime: at(j.arrives),
      time: clock(j.departs),
      legs: j.legs.map((leg) => ({
        origin: leg.origin,
        destination: leg.destination,
        departure: at(leg.departs),
        arrival: at(leg.arrives),
        transferTime: leg.transferTime,
        mode: 'TRAIN' as const,
        toc: leg.toc,
        operator: leg.operator,
        seats: true,
        reservable: false,
        facilities: [],
        rsid: leg.rsid,
        tuid: leg.tuid,
        isTemporaryTrain: false,
      })),
    };
    return link;
  });
  return { outward, links };
};
