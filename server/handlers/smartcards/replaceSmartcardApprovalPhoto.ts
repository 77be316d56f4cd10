// 001 §2/§5 replace the photo of a pending smartcard approval: image only, ≤ 2 MB, width-to-height ≤ 9:10
// ('too large', 'not portrait'); 409 once decided.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { smartcardApprovals } from '../../db/schema';
import { approvalView, findApproval } from './approvals';
import { replacePendingPhoto } from './photo';

export const replaceSmartcardApprovalPhoto: Handler<'replaceSmartcardApprovalPhoto'> = async (ctx) => {
  const approval = await findApproval(ctx.db, requireStaff(ctx).brand, ctx.params.id);
  const row = await replacePendingPhoto(ctx, approval, `smartcard approval ${approval.id}`, async (t, photo) => {
    const [changed] = await t
      .update(smartcardApprovals)
      .set({ photo: photo.dataUrl, photoType: photo.contentType, photoWidth: photo.width, photoHeight: photo.height })
      .where(and(eq(smartcardApprovals.id, approval.id), eq(smartcardApprovals.status, 'pending')))
      .returning();
    return changed;
  });
  return { result: approvalView(row) };
};
