// 001 §7 compensation service GET /location?partial= (basic auth): stations by the start of a name word or code.
import type { Handler } from '../../context';
import { serviceStations } from './eligibilityStations';
import { requireServiceAuth } from './serviceAuth';

export const searchCompensationLocations: Handler<'searchCompensationLocations'> = async (ctx) => {
  requireServiceAuth(ctx);
  const partial = String(ctx.query.partial).trim().toLowerCase();
  const matches = (s: { name: string; crs: string }) => {
    const name = s.name.toLowerCase();
    return name.startsWith(partial) || name.includes(` ${partial}`) || s.crs.toLowerCase() === partial;
  };
  return { locations: serviceStations().filter(matches).slice(0, 20) };
};
