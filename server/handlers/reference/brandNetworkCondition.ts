// The train companies whose stations a brand's pickers offer (brand config stationNetworks; [] = every station),
// as the condition on the stations table (undefined = no condition).
import { arrayOverlaps, type SQL } from 'drizzle-orm';
import type { BrandProfile } from '../../brands';
import { stations } from '../../db/schema';

export function brandNetworkCondition(profile: BrandProfile | undefined): SQL | undefined {
  const networks = profile?.config.stationNetworks ?? [];
  return networks.length ? arrayOverlaps(stations.networks, networks) : undefined;
}
