// 000 §2 Order search, 000 §7 GET /admin/orders: every filter of the search form, within the caller's brand.
// Buyer filters (names, e-mail, postcode, telephone, photocard, ISRN) match the ordering account; the UTN matches
// any of the order's e-tickets (GIN index on orders.utns).
import { sql, type SQL } from 'drizzle-orm';
import { checkGate } from '../../../src/domain/checkGate';
import { normaliseIsrn } from '../../../src/domain/normaliseIsrn';
import { requireStaff, type Handler } from '../../context';
import { queryRows } from '../../db/connect';
import { ApiError, Codes } from '../../errors';
import { cappedCount, likePrefix, links, paging, prefixMatch } from '../paging';
import { fulfilmentNameOf } from './fulfilment';
import { orderSummaryOf } from './orderSummaryOf';

interface Query {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  postcode?: string;
  telephone?: string;
  purchaseDate?: string;
  collectionReference?: string;
  deliveryType?: string;
  channel?: string;
  brand?: string;
  isrn?: string;
  photocardNumber?: string;
  utn?: string;
}

interface Row {
  id: string | number;
  purchase_date: string | Date;
  state: string;
  was_amended: boolean;
  collection_reference: string | null;
  delivery_type: string;
  channel: string;
  brand: string;
  customer_id: string | number;
  first_names: string;
  surname: string;
  email: string;
  postcode: string | null;
  telephone_number: string | null;
  total: number;
}

export const searchOrders: Handler<'searchOrders'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as Query;
  if (q.isrn && !checkGate({ flag: 'enableIsrnSearch' }, staff.gateContext)) {
    throw ApiError.of(400, Codes.VALIDATION, 'ISRN search is not enabled for this brand', ['isrn']);
  }
  // Buyer filters match the ordering account, order filters the order itself (see the query below for why apart).
  const buyer: SQL[] = [];
  const order: SQL[] = [];
  const prefix = (column: SQL, value?: string) => {
    if (value?.trim()) buyer.push(sql`lower(${column}) LIKE ${likePrefix(value.trim().toLowerCase())}`);
  };
  if (q.id) order.push(sql`o.id = ${Number(q.id)}`);
  prefix(sql`c.first_names`, q.firstName);
  if (q.lastName?.trim()) buyer.push(prefixMatch(sql`c.surname`, q.lastName));
  prefix(sql`c.email`, q.email);
  if (q.postcode?.trim()) {
    buyer.push(
      sql`upper(replace(c.postcode, ' ', '')) LIKE ${likePrefix(q.postcode.replace(/\s+/g, '').toUpperCase())}`,
    );
  }
  if (q.telephone?.trim()) {
    const digits = q.telephone.replace(/\D/g, '');
    if (digits)
      buyer.push(sql`regexp_replace(coalesce(c.telephone_number, ''), '[^0-9]', '', 'g') LIKE ${likePrefix(digits)}`);
  }
  if (q.purchaseDate) {
    order.push(
      sql`o.purchase_date >= ${`${q.purchaseDate}T00:00:00Z`}::timestamptz AND o.purchase_date < ${`${q.purchaseDate}T00:00:00Z`}::timestamptz + interval '1 day'`,
    );
  }
  if (q.collectionReference?.trim())
    order.push(sql`upper(o.collection_reference) = ${q.collectionReference.trim().toUpperCase()}`);
  if (q.deliveryType) order.push(sql`o.delivery_type = ${fulfilmentNameOf(q.deliveryType) ?? ''}`);
  if (q.channel) order.push(sql`o.channel = ${q.channel}`);
  if (q.isrn) buyer.push(sql`c.smartcard_number = ${normaliseIsrn(q.isrn)}`);
  if (q.photocardNumber?.trim()) buyer.push(sql`upper(c.photocard_id) = ${q.photocardNumber.trim().toUpperCase()}`);
  // A UTN is unique, but the planner cannot tell from the array's statistics and walks every order of the brand by date
  // testing each (≈270 ms at half a million orders); the ids found through the GIN index first make it ≈7 ms.
  if (q.utn)
    order.push(sql`o.id = ANY(ARRAY(SELECT u.id FROM orders u WHERE u.utns @> ARRAY[${q.utn.toUpperCase()}]::text[]))`);
  // a brand filter alone is not a search; staff see only their own brand, so another brand finds nothing
  if (buyer.length === 0 && order.length === 0) {
    throw ApiError.of(400, Codes.VALIDATION, 'Enter at least one search field', [
      'id',
      'firstName',
      'lastName',
      'email',
      'postcode',
    ]);
  }
  if (q.brand && q.brand.toLowerCase() !== staff.brand) order.push(sql`false`);
  const orderWhere = sql.join([sql`o.brand = ${staff.brand}`, ...order], sql` AND `);
  // An order's buyer is a customer of the same brand, so buyer filters use the customers' (brand, …) prefix indexes.
  // With a buyer filter the search starts from the matching customers and reads each one's order ids and dates from
  // the covering index orders_customer_cover_idx (migration 0003): left to itself the planner hashes every order of
  // the brand (≈35 ms for one surname at a million customers, docs/decisions/0065-search-counts-capped-not-estimated.md). `OFFSET 0` keeps the
  // lateral subquery from being flattened back into that join. Without one, the orders' own filters drive a join.
  // The last name alone reads the orders' own copy of the buyer's surname (orders.buyer_surname, kept by triggers,
  // migration 0005): one letter walks (brand, initial, date) in date order, a longer prefix a small index range —
  // no buyer rows at all. Starting from the customers was ≈ 35 ms for page 50 of one letter on PGlite.
  // A longer prefix is read whole through its index in a subquery (`OFFSET 0` again): given the date order and a
  // LIMIT, the planner would otherwise walk every order of the brand by date, testing each row's surname.
  const onlyLastName = buyer.length === 1 && !!q.lastName?.trim();
  const byLastName = onlyLastName
    ? sql`${orderWhere} AND ${prefixMatch(sql`o.buyer_surname`, q.lastName!)}`
    : undefined;
  const from = byLastName
    ? [...q.lastName!.trim().toLowerCase()].length === 1
      ? sql`orders o WHERE ${byLastName}`
      : sql`(SELECT o.id, o.purchase_date FROM orders o WHERE ${byLastName} OFFSET 0) o`
    : buyer.length > 0
      ? sql`customers c CROSS JOIN LATERAL (SELECT o.id, o.purchase_date FROM orders o WHERE o.customer_id = c.id AND ${orderWhere} OFFSET 0) o
            WHERE c.brand = ${staff.brand} AND ${sql.join(buyer, sql` AND `)}`
      : sql`orders o JOIN customers c ON c.id = o.customer_id WHERE ${sql.join([orderWhere, ...buyer], sql` AND `)}`;
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  // the page's ids first (index columns only), then the columns shown for those rows alone
  const page = await queryRows<{ id: string | number }>(
    ctx.db,
    sql`SELECT o.id FROM ${from} ORDER BY o.purchase_date DESC, o.id DESC LIMIT ${p.limit} OFFSET ${p.offset}`,
  );
  const rows =
    page.length === 0
      ? []
      : await queryRows<Row>(
          ctx.db,
          sql`SELECT o.id, o.purchase_date, o.state, o.was_amended, o.collection_reference, o.delivery_type, o.channel, o.brand,
                     o.customer_id, c.first_names, c.surname, c.email, c.postcode, c.telephone_number, o.total
              FROM orders o JOIN customers c ON c.id = o.customer_id
              WHERE o.id IN (${sql.join(
                page.map((r) => sql`${Number(r.id)}`),
                sql`, `,
              )})
              ORDER BY o.purchase_date DESC, o.id DESC`,
        );
  const { total, capped } =
    p.page === 1 && rows.length < p.limit
      ? { total: rows.length, capped: false }
      : await cappedCount(ctx.db, p, sql`SELECT 1 FROM ${from}`);
  return {
    result: rows.map((r) =>
      orderSummaryOf(
        {
          id: r.id,
          purchaseDate: r.purchase_date,
          state: r.state,
          wasAmended: r.was_amended,
          collectionReference: r.collection_reference,
          deliveryType: r.delivery_type,
          channel: r.channel,
          brand: r.brand,
          customerId: r.customer_id,
          total: r.total,
        },
        {
          firstNames: r.first_names,
          surname: r.surname,
          email: r.email,
          postcode: r.postcode,
          telephoneNumber: r.telephone_number,
        },
      ),
    ),
    links: links(p, total, capped),
  };
};
