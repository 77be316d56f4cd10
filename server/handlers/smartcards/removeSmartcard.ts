// 001 §7 DELETE /admin/customers/{id}/smartcard; 001 §4 removal is allowed only when the card has no products
// (src/domain/smartcardProductsRemain). The card keeps its row (REMOVED) for the refunds' status lookup.
import { and, eq } from 'drizzle-orm';
import { smartcardProductsRemain } from '../../../src/domain/smartcardProductsRemain';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcards } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { cardProducts, requireCard } from './currentCard';
import { conflict } from './conflict';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf, todayOf } from './today';

export const removeSmartcard: Handler<'removeSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // the card row is locked, so a product added or a transfer made meanwhile is seen
    await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.id, card.id)).for('update');
    if (smartcardProductsRemain(await cardProducts(t, card.id), todayOf(ctx))) {
      throw conflict(SmartcardCodes.PRODUCTS_REMAIN, 'The smartcard cannot be removed while products remain on it');
    }
    const [changed] = await t
      .update(customers)
      .set({ smartcardNumber: null })
      .where(and(eq(customers.id, customer.id), eq(customers.smartcardNumber, card.isrn)))
      .returning({ id: customers.id });
    if (!changed) throw conflict(SmartcardCodes.NOT_PENDING, 'The smartcard is no longer on this account');
    await t.update(smartcards).set({ cardStatus: 'REMOVED' }).where(eq(smartcards.id, card.id));
    await writeCustomerTrail(
      t,
      customer.id,
      `Smartcard ${card.isrn} removed from the account`,
      staff.email,
      nowOf(ctx),
    );
  });
  return undefined;
};
