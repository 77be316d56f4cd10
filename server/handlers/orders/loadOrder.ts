// Reads one order of the caller's brand with its buyer (404 for an unknown id or another brand's), its detail
// (stored, or built for a seeded bulk order), and optionally locks the row for a change (SELECT … FOR UPDATE).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/connect';
import { notFound } from '../../errors';
import { refundWholeTickets } from './applyRefund';
import { bulkDetail, type OrderDetail } from './orderDetail';

export interface OrderRow {
  id: number;
  brand: string;
  customerId: number;
  state: string;
  purchaseDate: Date;
  channel: string;
  deliveryType: string;
  collectionReference: string | null;
  total: number;
  wasAmended: boolean;
}

export interface BuyerRow {
  firstNames: string;
  surname: string;
  email: string;
  telephoneNumber: string | null;
  postcode: string | null;
  smartcardNumber: string | null;
  photocardId: string | null;
  /** 001 §4: a refund restriction is in force on the buyer's account */
  refundsRestricted: boolean;
}

export interface LoadedOrder {
  row: OrderRow;
  buyer: BuyerRow;
  detail: OrderDetail;
}

interface Raw {
  id: string | number;
  brand: string;
  customer_id: string | number;
  state: string;
  purchase_date: string | Date;
  channel: string;
  delivery_type: string;
  collection_reference: string | null;
  total: number;
  was_amended: boolean;
  detail: OrderDetail | Record<string, never> | string;
  first_names: string;
  surname: string;
  email: string;
  telephone_number: string | null;
  postcode: string | null;
  smartcard_number: string | null;
  photocard_id: string | null;
  refunds_restricted: boolean;
}

export const ORDER_ID_PATTERN = /^[0-9]{1,15}$/;

export async function loadOrder(
  db: Db,
  brand: string,
  id: string | number,
  options: { lock?: boolean } = {},
): Promise<LoadedOrder> {
  if (!ORDER_ID_PATTERN.test(String(id))) throw notFound();
  const [raw] = await queryRows<Raw>(
    db,
    sql`SELECT o.id, o.brand, o.customer_id, o.state, o.purchase_date, o.channel, o.delivery_type, o.collection_reference,
               o.total, o.was_amended, o.detail, c.first_names, c.surname, c.email, c.telephone_number, c.postcode,
               c.smartcard_number, c.photocard_id,
               EXISTS (SELECT 1 FROM customer_locks l WHERE l.customer_id = c.id AND l.kind = 'REFUND') AS refunds_restricted
        FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE o.id = ${Number(id)} AND o.brand = ${brand}
        ${options.lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  if (!raw) throw notFound();
  const row: OrderRow = {
    id: Number(raw.id),
    brand: raw.brand,
    customerId: Number(raw.customer_id),
    state: raw.state,
    purchaseDate: new Date(raw.purchase_date),
    channel: raw.channel,
    deliveryType: raw.delivery_type,
    collectionReference: raw.collection_reference,
    total: Number(raw.total),
    wasAmended: raw.was_amended,
  };
  const buyer: BuyerRow = {
    firstNames: raw.first_names,
    surname: raw.surname,
    email: raw.email,
    telephoneNumber: raw.telephone_number,
    postcode: raw.postcode,
    smartcardNumber: raw.smartcard_number,
    photocardId: raw.photocard_id,
    refundsRestricted: raw.refunds_restricted === true,
  };
  const stored = typeof raw.detail === 'string' ? JSON.parse(raw.detail) : raw.detail;
  const detail: OrderDetail =
    stored && 'trips' in stored
      ? (stored as OrderDetail)
      : bulkDetail(
          row,
          {
            name: `${buyer.firstNames} ${buyer.surname}`,
            email: buyer.email,
            smartcardNumber: buyer.smartcardNumber,
            photocardId: buyer.photocardId,
          },
          refundWholeTickets,
        );
  return { row, buyer, detail };
}

/** Stores a changed detail (and the state) of a locked order. */
export async function saveOrder(db: Db, order: LoadedOrder): Promise<void> {
  await db.execute(
    sql`UPDATE orders SET state = ${order.row.state}, detail = ${JSON.stringify(order.detail)}::jsonb WHERE id = ${order.row.id}`,
  );
}
