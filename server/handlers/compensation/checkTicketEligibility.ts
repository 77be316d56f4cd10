// 001 §7 compensation service POST /ticket (basic auth): routes and compensation levels of each origin/destination.
import { inArray, or } from 'drizzle-orm';
import type { Handler } from '../../context';
import { stations } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { routesBetween } from './eligibilityRoutes';
import { requireServiceAuth } from './serviceAuth';

export const checkTicketEligibility: Handler = async (ctx) => {
  requireServiceAuth(ctx);
  const journeys = (ctx.body as { journeys: Array<{ origin: string; destination: string }> }).journeys;
  const codes = [...new Set(journeys.flatMap((j) => [j.origin.toUpperCase(), j.destination.toUpperCase()]))];
  const found = await ctx.db
    .select({ nlc: stations.nlc, crs: stations.crs, name: stations.name })
    .from(stations)
    .where(or(inArray(stations.nlc, codes), inArray(stations.crs, codes)));
  const byCode = new Map(found.flatMap((s) => [[s.nlc, s] as const, [s.crs, s] as const]));
  const missing = journeys.flatMap((j, i) =>
    (['origin', 'destination'] as const).filter((k) => !byCode.has(j[k].toUpperCase())).map((k) => `journeys.${i}.${k}`),
  );
  if (missing.length) throw ApiError.of(400, Codes.VALIDATION, 'Unknown station', missing);
  return {
    results: journeys.map((j) => {
      const o = byCode.get(j.origin.toUpperCase())!;
      const d = byCode.get(j.destination.toUpperCase())!;
      return { origin: o, destination: d, routes: o.crs === d.crs ? [] : routesBetween(o.crs, d.crs) };
    }),
  };
};
