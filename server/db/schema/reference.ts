// 001 §3 Station (name, nlc, crs) and the sandbox's postcode → addresses table (000 §7 postcode lookup).
import { index, pgTable, serial, text, boolean } from 'drizzle-orm/pg-core';

/**
 * A station of the reference list (server/db/seed/stations.csv). `networks` names the train companies whose
 * trains call there (SN Southern, TL Thameslink, SE Southeastern, GX Gatwick Express) for `filterByBrand`;
 * `smartcardCollection` marks the ticket offices that hand out smartcards (GET /delivery/collection-points/smartcard).
 */
export const stations = pgTable(
  'stations',
  {
    nlc: text('nlc').primaryKey(),
    crs: text('crs').notNull().unique(),
    name: text('name').notNull(),
    networks: text('networks').array().notNull(),
    smartcardCollection: boolean('smartcard_collection').notNull().default(false),
  },
  (t) => [index('stations_name_idx').on(t.name)],
);

/** Addresses the sandbox's postcode lookup answers with; `postcode` is kept without spaces, upper case. */
export const postcodeAddresses = pgTable(
  'postcode_addresses',
  {
    id: serial('id').primaryKey(),
    postcode: text('postcode').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    line3: text('line3'),
    town: text('town').notNull(),
    country: text('country').notNull().default('GBR'),
  },
  (t) => [index('postcode_addresses_postcode_idx').on(t.postcode)],
);
