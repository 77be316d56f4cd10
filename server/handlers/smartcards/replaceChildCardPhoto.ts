// 001 §7 POST /smartcard/{id}/child/photo: replace a pending child card's photo under the 001 §5 photo rules.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { childCards } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { childCardView, findChildCard } from './childCards';
import { checkPhoto } from './photo';
import { notPending } from './smartcardErrors';
import { nowOf } from './today';

export const replaceChildCardPhoto: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const child = await findChildCard(ctx.db, staff.brand, ctx.params.id);
  const photo = checkPhoto(String(ctx.body.photo), staff.profile);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(childCards)
      .set({ photo: photo.dataUrl, photoType: photo.contentType, photoWidth: photo.width, photoHeight: photo.height })
      .where(and(eq(childCards.id, child.id), eq(childCards.status, 'pending')))
      .returning();
    if (!changed) throw notPending('child card', child.status);
    await writeCustomerTrail(t, child.customerId, `Child card ${child.id} photo replaced`, staff.email, nowOf(ctx));
    return changed;
  });
  return { result: childCardView(row) };
};
