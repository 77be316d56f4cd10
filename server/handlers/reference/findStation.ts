// 001 §3 Station: looked up by 4-digit NLC (zero padded, 0000 meaning none) or 3-letter CRS. Shared by the station
// call and by handlers that name stations (smartcard collection points, claims).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { stations } from '../../db/schema';

export interface Station {
  name: string;
  nlc: string;
  crs: string;
}

/** NLC '0000': the code that stands for "no station". */
export const NO_STATION_NLC = '0000';

/**
 * The station of an NLC ('5268', '526' → '0526') or CRS ('BTN', 'btn'); null for NLC 0000 (none), undefined when no
 * station has the code or the code is neither form.
 * @example await findStation(db, '5268') // { name: 'Brighton', nlc: '5268', crs: 'BTN' }
 */
export async function findStation(db: Db, code: string): Promise<Station | null | undefined> {
  const trimmed = code.trim();
  const column = /^[0-9]{1,4}$/.test(trimmed) ? 'nlc' : /^[A-Za-z]{3}$/.test(trimmed) ? 'crs' : undefined;
  if (!column) return undefined;
  const key = column === 'nlc' ? trimmed.padStart(4, '0') : trimmed.toUpperCase();
  if (key === NO_STATION_NLC) return null;
  const [row] = await db
    .select({ name: stations.name, nlc: stations.nlc, crs: stations.crs })
    .from(stations)
    .where(eq(column === 'nlc' ? stations.nlc : stations.crs, key))
    .limit(1);
  return row;
}
