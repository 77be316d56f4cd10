// 001 §2/§5 replace the photo of a pending smartcard approval: image only, ≤ 2 MB, width-to-height ≤ 9:10
// ('too large', 'not portrait'); 409 once decided.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { smartcardApprovals } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { approvalView, findApproval } from './approvals';
import { checkPhoto } from './photo';
import { notPending } from './smartcardErrors';
import { nowOf } from './today';

export const replaceSmartcardApprovalPhoto: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const approval = await findApproval(ctx.db, staff.brand, ctx.params.id);
  const photo = checkPhoto(String(ctx.body.photo), staff.profile);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(smartcardApprovals)
      .set({ photo: photo.dataUrl, photoType: photo.contentType, photoWidth: photo.width, photoHeight: photo.height })
      .where(and(eq(smartcardApprovals.id, approval.id), eq(smartcardApprovals.status, 'pending')))
      .returning();
    if (!changed) throw notPending('approval', approval.status);
    await writeCustomerTrail(t, approval.customerId, `Smartcard approval ${approval.id} photo replaced`, staff.email, nowOf(ctx));
    return changed;
  });
  return { result: approvalView(row) };
};
