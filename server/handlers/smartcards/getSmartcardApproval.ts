// 001 §2 Smartcard approval detail: the approval and its account (photo via getSmartcardApprovalPhoto).
import { eq } from 'drizzle-orm';
import type { Customer } from '../../../src/generated/types/Customer';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { customerListFields } from '../customers/customerFields';
import { approvalView, findApproval } from './approvals';

export const getSmartcardApproval: Handler<'getSmartcardApproval'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const [account] = await ctx.db
    .select({ ...customerListFields, dateOfBirth: customers.dateOfBirth })
    .from(customers)
    .where(eq(customers.id, approval.customerId));
  // the title is written only from the name forms' Title options (001 §3 reference list), as the seeds do
  const customer = account ? { ...account, title: account.title as Customer['title'] } : null;
  return { result: { ...approvalView(approval), customer } };
};
