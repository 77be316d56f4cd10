// 000 §4 Order display state: Complete shows Fulfilled or Not fulfilled by this lookup (000 §7 both paths answer it).
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getOrderFulfilmentStatus: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const { fulfilled, date } = detail.fulfilment;
  return { result: { fulfilled, status: fulfilled ? 'FULFILLED' : 'NOT_FULFILLED', date } };
};

export const getAdminOrderFulfilmentStatus: Handler = getOrderFulfilmentStatus;
