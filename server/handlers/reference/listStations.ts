// 000 §7 / 001 §7 GET /config/stations (search, type, filterByBrand): the station type-ahead's choices (001 §5:
// the console asks from 3 characters on). Names starting with the text come first, then names containing it; a
// search that is a CRS or NLC finds that station too.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../context';
import { stations } from '../../db/schema';
import { brandNetworkCondition } from './brandNetworkCondition';

/** LIKE pattern that matches the text literally (% _ \ escaped). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const listStations: Handler<'listStations'> = async (ctx) => {
  const { search, type, filterByBrand, limit } = ctx.query as {
    search?: string;
    type: string;
    filterByBrand: boolean;
    limit: number;
  };
  const where: SQL[] = [];
  const text = search?.trim().toLowerCase() ?? '';
  if (text) {
    where.push(
      sql`(lower(${stations.name}) LIKE ${`%${likeLiteral(text)}%`} OR ${stations.crs} = ${text.toUpperCase()} OR ${stations.nlc} = ${text})`,
    );
  }
  if (type === 'SMARTCARD_COLLECTION') where.push(eq(stations.smartcardCollection, true));
  const network = filterByBrand ? brandNetworkCondition(ctx.profile) : undefined;
  if (network) where.push(network);
  // without a search there is nothing to rank by (and a bare `ORDER BY 0` is a column position PostgreSQL refuses)
  const order = text
    ? [
        sql`CASE WHEN ${stations.crs} = ${text.toUpperCase()} OR ${stations.nlc} = ${text} THEN 0
                 WHEN lower(${stations.name}) LIKE ${`${likeLiteral(text)}%`} THEN 1 ELSE 2 END`,
        asc(stations.name),
      ]
    : [asc(stations.name)];
  const rows = await ctx.db
    .select({ name: stations.name, nlc: stations.nlc, crs: stations.crs })
    .from(stations)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(limit);
  return { result: rows };
};
