// 001 §2 Smartcard approval detail: the approval and its account (photo via getSmartcardApprovalPhoto).
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { customerListFields } from '../customers/customerFields';
import { approvalView, findApproval } from './approvals';

export const getSmartcardApproval: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const [account] = await ctx.db
    .select({ ...customerListFields, dateOfBirth: customers.dateOfBirth })
    .from(customers)
    .where(eq(customers.id, approval.customerId));
  return { result: { ...approvalView(approval), customer: account ?? null } };
};
