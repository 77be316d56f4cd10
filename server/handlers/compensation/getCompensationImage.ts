// GET /delay-repay/compensation/images/{imageId}: one uploaded claim image of the caller's brand with its data URL (the
// claim accordion's thumbnail of a previous upload; 404 for another brand's or an unknown id).
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { compensationImages } from '../../db/schema';
import { notFound } from '../../errors';
import { imageReply } from './claimImages';

export const getCompensationImage: Handler<'getCompensationImage'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const [row] = await ctx.db
    .select()
    .from(compensationImages)
    .where(and(eq(compensationImages.id, Number(ctx.params.imageId)), eq(compensationImages.brand, staff.brand)))
    .limit(1);
  if (!row) throw notFound();
  return { result: imageReply(row, true) };
};
