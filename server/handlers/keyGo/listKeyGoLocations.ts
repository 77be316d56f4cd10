// 001 §7 GET /smartcard/{id}/keygo/locations: the stations of the KeyGo network (src/domain/keyGoFares zones), for the
// shared station input of the tap editor.
import { inArray } from 'drizzle-orm';
import { KEYGO_STATION_ZONES } from '../../../src/domain/keyGoFares';
import type { Handler } from '../../context';
import { stations } from '../../db/schema';
import { loadKeyGo } from './keyGoCard';

export const listKeyGoLocations: Handler<'listKeyGoLocations'> = async (ctx) => {
  await loadKeyGo(ctx); // 404 for an unknown or other brand's customer
  const search = String(ctx.query.search ?? '')
    .trim()
    .toLowerCase();
  const rows = await ctx.db
    .select()
    .from(stations)
    .where(inArray(stations.name, Object.keys(KEYGO_STATION_ZONES)));
  const matches = rows
    .filter(
      (s) => !search || s.name.toLowerCase().includes(search) || s.nlc === search || s.crs.toLowerCase() === search,
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ name: s.name, nlc: s.nlc, crs: s.crs, zone: KEYGO_STATION_ZONES[s.name] }));
  return { result: matches };
};
