// 001 §7 PUT /smartcard/{id}/amendSmartcardTicket: hotlist the card's product of an order (HQ, 001 §6) → 204
// (docs/api/smartcards.md: the spec's amend call is read as the by-order hotlist).
import { and, asc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { smartcardProducts } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { requireCard } from './currentCard';
import { hotlist } from './hotlist';

export const hotlistProductByOrder: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  const [product] = await ctx.db
    .select()
    .from(smartcardProducts)
    .where(and(eq(smartcardProducts.smartcardId, card.id), eq(smartcardProducts.orderId, ctx.body.orderId as number)))
    .orderBy(asc(smartcardProducts.isHotlisted), asc(smartcardProducts.id))
    .limit(1);
  if (!product) throw notFound();
  await hotlist(ctx, customer, product, staff.email);
  return undefined;
};
