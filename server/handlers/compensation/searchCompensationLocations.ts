// 001 §7 compensation service GET /location?partial= (basic auth): stations by the start of a name word or code.
import { asc, or, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { stations } from '../../db/schema';
import { likePrefix } from '../paging';
import { requireServiceAuth } from './serviceAuth';

export const searchCompensationLocations: Handler = async (ctx) => {
  requireServiceAuth(ctx);
  const partial = String(ctx.query.partial).trim().toLowerCase();
  const rows = await ctx.db
    .select({ name: stations.name, nlc: stations.nlc, crs: stations.crs })
    .from(stations)
    .where(
      or(
        sql`lower(${stations.name}) LIKE ${likePrefix(partial)}`,
        sql`lower(${stations.name}) LIKE ${`% ${likePrefix(partial)}`}`,
        sql`lower(${stations.crs}) = ${partial}`,
      ),
    )
    .orderBy(asc(stations.name))
    .limit(20);
  return { locations: rows };
};
