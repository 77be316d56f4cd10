// 001 §2 Smartcard approval detail: update the notes (≤ 300) and the contacted flag.
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { smartcardApprovals } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { approvalView, findApproval } from './approvals';
import { nowOf } from './today';

export const updateSmartcardApproval: Handler<'updateSmartcardApproval'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { notes?: string; contacted?: boolean };
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(smartcardApprovals)
      .set({
        ...(body.notes !== undefined ? { notes: body.notes.trim() || null } : {}),
        ...(body.contacted !== undefined ? { contacted: body.contacted } : {}),
      })
      .where(eq(smartcardApprovals.id, approval.id))
      .returning();
    const what = [
      body.notes !== undefined ? 'notes' : null,
      body.contacted !== undefined ? `contacted ${body.contacted ? 'yes' : 'no'}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    await writeCustomerTrail(
      t,
      approval.customerId,
      `Smartcard approval ${approval.id} updated: ${what}`,
      staff.email,
      nowOf(ctx),
    );
    return changed;
  });
  return { result: approvalView(row) };
};
