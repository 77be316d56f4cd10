// 000 §7 GET /customers/{id}/orders: the account's order history, newest first, customerOrdersPageSize per page (000 §9).
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { orders } from '../../db/schema';
import { links, paging } from '../paging';
import { findCustomer } from './findCustomer';

export const getCustomerOrders: Handler<'getCustomerOrders'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const p = paging(ctx.query, staff.profile.config.customerOrdersPageSize);
  const rows = await ctx.db
    .select({
      id: orders.id,
      brand: orders.brand,
      state: orders.state,
      purchaseDate: orders.purchaseDate,
      channel: orders.channel,
      deliveryType: orders.deliveryType,
      collectionReference: orders.collectionReference,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(desc(orders.purchaseDate), desc(orders.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id));
  return { result: rows.map((row) => ({ ...row, purchaseDate: row.purchaseDate.toISOString() })), links: links(p, n) };
};
