// 000 §2 Order page sent e-mails, 000 §7 GET /orders/{id}/emails/ (with refresh): newest first. The sandbox has no
// mail provider whose delivery status could change, so refresh re-reads the stored rows.
import { requireStaff, type Handler } from '../../context';
import { loadOrder } from './loadOrder';

export const getOrderEmails: Handler<'getOrderEmails'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { detail } = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  return { result: [...detail.sentEmails].sort((a, b) => b.dateSent.localeCompare(a.dateSent) || b.id - a.id) };
};
