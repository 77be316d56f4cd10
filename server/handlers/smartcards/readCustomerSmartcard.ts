// The smartcard page's read (GET /customers/{id}/smartcard) in one statement, its answer kept until the next change to
// the embedded database (docs/decisions/2565, 2566). Under load on PGlite a request costs what its statements cost to
// send, plan and parse, not what they read: the four of findCustomer, requireCard, cardProducts and smartcardAddressOf
// were most of the call's time (issue 33).
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Smartcard } from '../../../src/generated/types/Smartcard';
import type { Db } from '../../db/connect';
import { addresses, customers, smartcardProducts, smartcards } from '../../db/schema';
import { UntilWrite } from '../../db/untilWrite';
import type { Product } from './currentCard';
import { cardView } from './smartcardView';

type AddressRow = typeof addresses.$inferSelect;

/**
 * A row of `table` (alias `alias`) as a JSON object keyed by the table's property names, so that one statement can
 * carry a list of rows in one column. Built from the table's columns: a column added later is carried too.
 */
function rowObject(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.raw(`${alias}."${column.name}"`)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON object of rowObject back as drizzle would have read the row (dates as Date, numbers as numbers). */
function fromRowObject<T>(table: PgTable, object: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>) {
    const value = object[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * The account of the brand, its current card (customers.smartcard_number of the same brand, currentCard.ts), the
 * card's products still in validity on `today` in cardProducts' order, and its smartcard address (the first address
 * marked isSmartcard, smartcardAddressOf): no row when there is no such account or it has no card. Built once per
 * database; on PostgreSQL a named statement, planned once per connection.
 */
function prepareQuery(db: Db) {
  return db
    .select({
      customerId: customers.id,
      card: smartcards,
      products: sql<Array<Record<string, unknown>> | null>`(
        select json_agg(${rowObject(smartcardProducts, 'p')} order by p.valid_to desc nulls first, p.id)
        from ${smartcardProducts} p
        where p.smartcard_id = ${smartcards.id}
          and (p.valid_to is null or p.valid_to >= ${sql.placeholder('today')}::date))`,
      address: sql<Record<string, unknown> | null>`(
        select ${rowObject(addresses, 'a')}
        from ${addresses} a
        where a.customer_id = ${customers.id} and a.is_smartcard
        order by a.id
        limit 1)`,
    })
    .from(customers)
    .innerJoin(smartcards, and(eq(smartcards.isrn, customers.smartcardNumber), eq(smartcards.brand, customers.brand)))
    .where(and(eq(customers.id, sql.placeholder('id')), eq(customers.brand, sql.placeholder('brand'))))
    .limit(1)
    .prepare('customer_smartcard');
}

const queries = new WeakMap<Db, ReturnType<typeof prepareQuery>>();

/** Replies by brand, account and day; a write to the embedded database makes every one of them read again. */
const replies = new UntilWrite<Smartcard | undefined>(2048);

/** The smartcard page's card of account `id` of `brand` on `today`, or undefined (no such account, or no card). */
export function readCustomerSmartcard(
  db: Db,
  brand: string,
  id: number,
  today: string,
): Promise<Smartcard | undefined> {
  return replies.get(db, `${brand}\n${id}\n${today}`, async () => {
    let query = queries.get(db);
    if (!query) queries.set(db, (query = prepareQuery(db)));
    const [row] = await query.execute({ id, brand, today });
    if (!row) return undefined;
    const products = (row.products ?? []).map((p) => fromRowObject<Product>(smartcardProducts, p));
    const address = row.address ? fromRowObject<AddressRow>(addresses, row.address) : null;
    return cardView(row.card, row.customerId, products, address);
  });
}
