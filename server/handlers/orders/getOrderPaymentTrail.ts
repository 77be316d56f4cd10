// 000 §2 Order page payment audit trail, 000 §7 GET /orders/{id}/payment/trail (links, result): oldest first, paged.
import { requireStaff, type Handler } from '../../context';
import { links, paging } from '../paging';
import { loadOrder } from './loadOrder';

export const getOrderPaymentTrail: Handler<'getOrderPaymentTrail'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  return {
    result: detail.paymentTrail.slice(p.offset, p.offset + p.limit),
    links: links(p, detail.paymentTrail.length),
  };
};
