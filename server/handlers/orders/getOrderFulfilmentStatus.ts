// 000 §4 Order display state: Complete shows Fulfilled or Not fulfilled by this lookup (000 §7 both paths answer it).
import type { GetOrderFulfilmentStatusReply } from '../../../src/generated/replies/GetOrderFulfilmentStatusReply';
import { requireStaff, type CallContext, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

async function fulfilmentStatus(ctx: CallContext): Promise<GetOrderFulfilmentStatusReply> {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const { fulfilled, date } = detail.fulfilment;
  return { result: { fulfilled, status: fulfilled ? 'FULFILLED' : 'NOT_FULFILLED', date } };
}

export const getOrderFulfilmentStatus: Handler<'getOrderFulfilmentStatus'> = fulfilmentStatus;
export const getAdminOrderFulfilmentStatus: Handler<'getAdminOrderFulfilmentStatus'> = fulfilmentStatus;
