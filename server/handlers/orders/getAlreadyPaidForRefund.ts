// 000 §5 Admin fee: 0 when the refund is already paid — an earlier refund of this order already took a fee.
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getAlreadyPaidForRefund: Handler<'getAlreadyPaidForRefund'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  return { result: { alreadyPaidForRefund: detail.alreadyPaidForRefund } };
};
