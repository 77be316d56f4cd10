// 001 §7 PUT /smartcard/auto-promo-discount; 001 §8 Promotion: 400 when the card already has the promotional discount.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { smartcards } from '../../db/schema';
import { ApiError } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { requireCard } from './currentCard';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf } from './today';

const already = () =>
  ApiError.of(400, SmartcardCodes.PROMOTION_ALREADY_APPLIED, 'The customer already has the promotional discount', [
    'customerId',
  ]);

export const applyPromotionalDiscount: Handler<'applyPromotionalDiscount'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, String(ctx.body.customerId));
  const card = await requireCard(ctx.db, customer);
  if (card.promoDiscount) throw already();
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(smartcards)
      .set({ promoDiscount: true })
      .where(and(eq(smartcards.id, card.id), eq(smartcards.promoDiscount, false)))
      .returning({ id: smartcards.id });
    if (!changed) throw already();
    await writeCustomerTrail(t, customer.id, 'Promotional discount applied to the smartcard', staff.email, nowOf(ctx));
  });
  return { result: { customerId: customer.id, promoDiscount: true } };
};
