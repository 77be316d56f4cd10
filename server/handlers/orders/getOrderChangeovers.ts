// 000 §2 Order page changeovers (flag enableSTicketChangeovers), 000 §7 GET /changeover/order/{id}/customer/{customerId}.
import { requireStaff, type Handler } from '../../context';
import { notFound } from '../../errors';
import { loadOrder } from './loadOrder';

export const getOrderChangeovers: Handler<'getOrderChangeovers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const order = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  if (String(order.row.customerId) !== ctx.params.customerId) throw notFound();
  return { result: order.detail.changeovers };
};
