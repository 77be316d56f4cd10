// 001 §2 Smartcard approval photo, as a data URL with its size.
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { findApproval } from './approvals';
import { photoReply } from './photoReply';

export const getSmartcardApprovalPhoto: Handler<'getSmartcardApprovalPhoto'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const [who] = await ctx.db
    .select({ first: customers.firstNames, last: customers.surname })
    .from(customers)
    .where(eq(customers.id, approval.customerId));
  return photoReply(approval, who?.first ?? '?', who?.last ?? '?');
};
