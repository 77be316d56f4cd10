// 001 §3 Station list and the sandbox's postcode → addresses table (000 §7 postcode lookup), seeded from the data
// file server/db/seed/stations.csv and from the seeded customers' own addresses (so every customer's postcode finds
// their address and two neighbours).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { stations } from '../schema';
import { STREETS, TOWNS } from '../seedNames';
import { literalArray, pick, rnd } from './sqlRandom';

export interface StationRow {
  nlc: string;
  crs: string;
  name: string;
  networks: string[];
}

/** Ticket offices that hand out smartcards (GET /delivery/collection-points/smartcard): the big stations of each network. */
export const SMARTCARD_COLLECTION_CRS = [
  'VIC',
  'LBG',
  'BTN',
  'GTW',
  'ECR',
  'CLJ',
  'TBD',
  'HRH',
  'EBN',
  'WRH',
  'CCH',
  'HGS',
  'STP',
  'BFR',
  'BDM',
  'LUT',
  'SAC',
  'CBG',
  'PBO',
  'CHX',
  'CST',
  'AFK',
  'SEV',
  'TBW',
  'CBW',
  'DVP',
  'MDE',
  'RAM',
];

/** Parses stations.csv (nlc,crs,name,networks — networks space-separated; names hold no commas). */
export function parseStationList(text: string): StationRow[] {
  const [header, ...lines] = text.trim().split('\n');
  if (header !== 'nlc,crs,name,networks') throw new Error(`stations.csv: unexpected header ${header}`);
  return lines.map((line, i) => {
    const [nlc, crs, name, networks, ...rest] = line.split(',');
    if (rest.length || !/^\d{4}$/.test(nlc) || !/^[A-Z]{3}$/.test(crs) || !name || !networks) {
      throw new Error(`stations.csv:${i + 2}: expected nlc(4 digits),crs(3 letters),name,networks — got ${line}`);
    }
    return { nlc, crs, name, networks: networks.split(' ') };
  });
}

export function readStationList(): StationRow[] {
  return parseStationList(readFileSync(new URL('./stations.csv', import.meta.url), 'utf8'));
}

export async function seedReference(t: Db, options: { customerLimit: number }): Promise<void> {
  const collection = new Set(SMARTCARD_COLLECTION_CRS);
  await t.insert(stations).values(readStationList().map((s) => ({ ...s, smartcardCollection: collection.has(s.crs) })));
  // every seeded address's postcode answers with that address and two neighbours on the same street; the postcodes
  // of customers without an address (bare accounts, the area seeds' showcase buyers) get three made-up ones, so
  // each customer's postcode finds something
  const street = pick(STREETS, 'hashtext(b.postcode)::bigint * 4 + k', 31);
  const town = `coalesce((${literalArray(TOWNS.map(([, name]) => name))})[array_position(${literalArray(TOWNS.map(([area]) => area))}, substring(b.postcode from '^[A-Z]+'))], 'London')`;
  await t.execute(
    sql.raw(`
    INSERT INTO postcode_addresses (postcode, line1, line2, line3, town, country)
    SELECT DISTINCT p.postcode, p.line1, p.line2, NULL::text, p.town, 'GBR'
    FROM (
      SELECT upper(replace(a.post_code, ' ', '')) AS postcode,
             CASE WHEN k = 0 THEN a.line1
                  ELSE (split_part(a.line1, ' ', 1)::int + 2 * k)::text || substr(a.line1, length(split_part(a.line1, ' ', 1)) + 1) END AS line1,
             CASE WHEN k = 0 THEN a.line2 END AS line2,
             a.town
      FROM addresses a CROSS JOIN generate_series(0, 2) AS k
      WHERE a.customer_id <= ${options.customerLimit} AND a.post_code IS NOT NULL AND a.line1 ~ '^[0-9]+ '
      UNION ALL
      SELECT b.postcode, (1 + ${rnd('hashtext(b.postcode)::bigint * 4 + k', 32, 120)})::text || ' ' || ${street}, NULL, ${town}
      FROM (SELECT DISTINCT upper(replace(c.postcode, ' ', '')) AS postcode FROM customers c
            WHERE c.postcode IS NOT NULL AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.customer_id = c.id)) AS b
      CROSS JOIN generate_series(0, 2) AS k
    ) AS p
    ORDER BY p.postcode, p.line1
  `),
  );
}
