// 001 §4 Product hotlisting, shared by the by-reference (202) and by-order (204) calls: refused when CANCELLING or
// already hotlisted, 409 'Product is expired' (001 §8) after its validity; one conditional UPDATE decides, so of two
// simultaneous hotlists one wins and the other gets 409. Writes the account changes trail in the same transaction.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { hotlistRefusal, type HotlistRefusal } from '../../../src/domain/hotlistRefusal';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { smartcardProducts } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { requireCard, type Product } from './currentCard';
import { conflict } from './conflict';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf, todayOf } from './today';

const REFUSALS: Record<HotlistRefusal, [string, string]> = {
  EXPIRED: [SmartcardCodes.PRODUCT_EXPIRED, 'Product is expired'],
  CANCELLING: [SmartcardCodes.PRODUCT_CANCELLING, 'Product is being cancelled and cannot be hotlisted'],
  ALREADY_HOTLISTED: [SmartcardCodes.PRODUCT_ALREADY_HOTLISTED, 'Product is already hotlisted'],
};

/** Hotlists the product of the path's account card that `which` picks (404 when none); returns it hotlisted. */
export async function hotlist(ctx: CallContext, which: SQL): Promise<Product> {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  const [product] = await ctx.db
    .select()
    .from(smartcardProducts)
    .where(and(eq(smartcardProducts.smartcardId, card.id), which))
    .orderBy(asc(smartcardProducts.isHotlisted), asc(smartcardProducts.id))
    .limit(1);
  if (!product) throw notFound();
  const editor = staff.email;
  const refusal = hotlistRefusal(product, todayOf(ctx));
  if (refusal) throw conflict(...REFUSALS[refusal]);
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(smartcardProducts)
      .set({ isHotlisted: true, hotlistedAt: now })
      .where(and(eq(smartcardProducts.id, product.id), eq(smartcardProducts.isHotlisted, false)))
      .returning();
    if (!changed) throw conflict(...REFUSALS.ALREADY_HOTLISTED);
    await writeCustomerTrail(
      t,
      customer.id,
      `Product has been successfully hotlisted: ${product.description} (${product.reference})`,
      editor,
      now,
    );
    return changed;
  });
}
