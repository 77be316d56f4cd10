// 000 §2 Order page refund log with calculations: each refund taken, with its lines and payments, newest first.
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getRefundDetails: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const log = new Map(detail.refunds.log.map((row) => [row.refundId, row]));
  return { result: detail.refundRecords.map((r) => ({ ...log.get(r.refundId), ...r })) };
};
