// 000 §7 GET /customers/{id}/orders: the account's order history, newest first, customerOrdersPageSize per page (000 §9),
// each row the order search's row (schemas/entities/orderSummary.schema.json), the buyer being the account itself.
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { orders } from '../../db/schema';
import { orderSummaryOf } from '../orders/orderSummaryOf';
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
      wasAmended: orders.wasAmended,
      channel: orders.channel,
      deliveryType: orders.deliveryType,
      collectionReference: orders.collectionReference,
      customerId: orders.customerId,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(desc(orders.purchaseDate), desc(orders.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customer.id));
  return { result: rows.map((row) => orderSummaryOf(row, customer)), links: links(p, n) };
};
