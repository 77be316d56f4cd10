// 001 §7 POST /smartcard/{id}/child/photo: replace a pending child card's photo under the 001 §5 photo rules.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { childCards } from '../../db/schema';
import { childCardView, findChildCard } from './childCards';
import { replacePendingPhoto } from './photo';

export const replaceChildCardPhoto: Handler<'replaceChildCardPhoto'> = async (ctx) => {
  const child = await findChildCard(ctx.db, requireStaff(ctx).brand, ctx.params.id);
  const row = await replacePendingPhoto(ctx, child, `child card ${child.id}`, async (t, photo) => {
    const [changed] = await t
      .update(childCards)
      .set({ photo: photo.dataUrl, photoType: photo.contentType, photoWidth: photo.width, photoHeight: photo.height })
      .where(and(eq(childCards.id, child.id), eq(childCards.status, 'pending')))
      .returning();
    return changed;
  });
  return { result: childCardView(row) };
};
