// 001 §4 Smartcard approval: pending → approved | rejected. One conditional UPDATE decides, so of two supervisors
// deciding at once one wins and the other gets 409; the trail row is written in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { CallContext } from '../../context';
import { requireStaff } from '../../context';
import type { Db } from '../../db/connect';
import { smartcardApprovals } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { approvalView, findApproval } from './approvals';
import { notPending } from './notPending';
import { nowOf } from './today';

export async function decideApproval(ctx: CallContext, status: 'approved' | 'rejected', reason?: string) {
  const staff = requireStaff(ctx);
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [decided] = await t
      .update(smartcardApprovals)
      .set({ status, reason: reason?.trim() ?? null, decidedBy: staff.email, decidedAt: now })
      .where(and(eq(smartcardApprovals.id, approval.id), eq(smartcardApprovals.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await t
        .select({ status: smartcardApprovals.status })
        .from(smartcardApprovals)
        .where(eq(smartcardApprovals.id, approval.id));
      throw notPending('approval', current.status);
    }
    await writeCustomerTrail(
      t,
      approval.customerId,
      `Smartcard application ${status}${reason ? `: ${reason.trim()}` : ''}`,
      staff.email,
      now,
    );
    return decided;
  });
  return { result: approvalView(row) };
}
