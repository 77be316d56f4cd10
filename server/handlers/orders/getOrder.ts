// 000 §7 GET /orders/{id}: the order page's data (000 §3 Order).
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';
import { orderView } from './orderView';

export const getOrder: Handler<'getOrder'> = async (ctx) => {
  const staff = requireStaff(ctx);
  return { result: orderView(await loadOrder(ctx.db, staff.brand, ctx.params.id)) };
};
