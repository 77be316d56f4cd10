// 001 §7 DELETE /smartcard/{id}/product/{ref}: hotlist a product by reference (SUPERVISOR, 001 §6) → 202.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { smartcardProducts } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { requireCard } from './currentCard';
import { hotlist } from './hotlist';
import { productView } from './smartcardView';

export const hotlistProduct: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  const [product] = await ctx.db
    .select()
    .from(smartcardProducts)
    .where(and(eq(smartcardProducts.smartcardId, card.id), eq(smartcardProducts.reference, ctx.params.ref)));
  if (!product) throw notFound();
  return { result: productView(await hotlist(ctx, customer, product, staff.email)) };
};
