// 000 §7 / 001 §7 GET /delivery/collection-points/smartcard: where a replacement smartcard can be collected in person
// (001 §3 replacement collectionLocation): the smartcard ticket offices of the caller brand's network.
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { stations } from '../../db/schema';
import { brandNetworkCondition } from './brandNetworkCondition';

export const listSmartcardCollectionPoints: Handler<'listSmartcardCollectionPoints'> = async (ctx) => {
  const rows = await ctx.db
    .select({ name: stations.name, nlc: stations.nlc, crs: stations.crs })
    .from(stations)
    .where(and(eq(stations.smartcardCollection, true), brandNetworkCondition(ctx.profile)))
    .orderBy(asc(stations.name));
  return { result: rows };
};
