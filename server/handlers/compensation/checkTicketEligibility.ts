// 001 §7 compensation service POST /ticket (basic auth): routes and compensation levels of each origin/destination.
import type { Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { routesBetween } from './eligibilityRoutes';
import { serviceStation } from './eligibilityStations';
import { requireServiceAuth } from './serviceAuth';

export const checkTicketEligibility: Handler<'checkTicketEligibility'> = async (ctx) => {
  requireServiceAuth(ctx);
  const journeys = (ctx.body as { journeys: Array<{ origin: string; destination: string }> }).journeys;
  const missing = journeys.flatMap((j, i) =>
    (['origin', 'destination'] as const).filter((k) => !serviceStation(j[k])).map((k) => `journeys.${i}.${k}`),
  );
  if (missing.length) throw ApiError.of(400, Codes.VALIDATION, 'Unknown station', missing);
  return {
    results: journeys.map((j) => {
      const o = serviceStation(j.origin)!;
      const d = serviceStation(j.destination)!;
      return { origin: o, destination: d, routes: o.crs === d.crs ? [] : routesBetween(o.crs, d.crs) };
    }),
  };
};
