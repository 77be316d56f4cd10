// 001 §7 GET /smartcard/{id}/products/all: every product of the account's current card, expired and hotlisted included.
// Each product carries the card's gold card block (goldCardBlockedUntil, 001 §5 one week after a request), so the
// console's gold card button can be disabled with its reason on the row itself.
import { eq } from 'drizzle-orm';
import { goldCardBlockedUntil } from '../../../src/domain/goldCardBlockedUntil';
import { requireStaff, type Handler } from '../../context';
import { goldCardReplacements } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { cardProducts, requireCard } from './currentCard';
import { productView } from './smartcardView';
import { nowOf } from './today';

export const listSmartcardProducts: Handler<'listSmartcardProducts'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const card = await requireCard(ctx.db, await findCustomer(ctx.db, staff.brand, ctx.params.id));
  const requested = await ctx.db
    .select({ at: goldCardReplacements.dateRequested })
    .from(goldCardReplacements)
    .where(eq(goldCardReplacements.smartcardId, card.id));
  const blocked = goldCardBlockedUntil(
    requested.map((r) => r.at),
    nowOf(ctx),
    Number(staff.profile.config.goldCardReplacementBlockDays),
  );
  const goldCardBlockedUntilIso = blocked?.toISOString() ?? null;
  return {
    result: (await cardProducts(ctx.db, card.id)).map((p) => ({
      ...productView(p),
      goldCardBlockedUntil: goldCardBlockedUntilIso,
    })),
  };
};
