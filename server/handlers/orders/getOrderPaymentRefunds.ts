// 000 §7 GET /orders/{id}/payment/refunds: what each refund sent back to each payment, newest first.
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getOrderPaymentRefunds: Handler<'getOrderPaymentRefunds'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  return { result: detail.paymentRefunds };
};
