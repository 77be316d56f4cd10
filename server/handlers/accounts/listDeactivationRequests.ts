// 001 §2 /customer-deletions: the brand's deletion requests in one state (PENDING by default), oldest first, with the
// customer's e-mail and whether an approval would be refused because products remain on the smartcard.
import { sql } from 'drizzle-orm';
import { smartcardProductsRemain } from '../../../src/domain/smartcardProductsRemain';
import type { CustomerDeletion } from '../../../src/generated/types/CustomerDeletion';
import { requireStaff, type Handler } from '../../context';
import { queryRows } from '../../db/connect';
import { links, paging } from '../paging';
import { todayOf } from '../smartcards/today';

interface Row {
  id: number;
  customer_id: string | number;
  email: string;
  state: string;
  created: string | Date;
  requested_by: string;
}

export const listDeactivationRequests: Handler<'listDeactivationRequests'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const state = (ctx.query as { state?: string }).state ?? 'PENDING';
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT r.id, r.customer_id, c.email, r.state, r.created, r.requested_by
        FROM deactivation_requests r JOIN customers c ON c.id = r.customer_id
        WHERE r.brand = ${staff.brand} AND r.state = ${state}
        ORDER BY r.created, r.id LIMIT ${p.limit} OFFSET ${p.offset}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS total FROM deactivation_requests WHERE brand = ${staff.brand} AND state = ${state}`,
  );
  const ids = rows.map((r) => Number(r.customer_id));
  const products =
    ids.length === 0
      ? []
      : await queryRows<{ customer_id: string | number; is_hotlisted: boolean; valid_to: string | null }>(
          ctx.db,
          sql`SELECT c.id AS customer_id, p.is_hotlisted, p.valid_to::text AS valid_to
              FROM customers c JOIN smartcards s ON s.isrn = c.smartcard_number AND s.brand = c.brand
              JOIN smartcard_products p ON p.smartcard_id = s.id
              WHERE c.id IN (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        );
  const today = todayOf(ctx);
  return {
    result: rows.map((r) => ({
      id: r.id,
      customerId: Number(r.customer_id),
      email: r.email,
      created: new Date(r.created).toISOString(),
      // the column holds only the states of 001 §4 (written by these handlers and the seed)
      state: r.state as CustomerDeletion['state'],
      requestedBy: r.requested_by,
      productsRemain: smartcardProductsRemain(
        products
          .filter((p) => Number(p.customer_id) === Number(r.customer_id))
          .map((p) => ({ isHotlisted: p.is_hotlisted, validTo: p.valid_to })),
        today,
      ),
    })),
    links: links(p, total),
  };
};
