// 001 §2 gold card replacements panel (previous gold cards), newest first, with the end of the one-week block.
import { desc, eq } from 'drizzle-orm';
import { goldCardBlockedUntil } from '../../../src/domain/goldCardBlockedUntil';
import type { GoldCardReplacement } from '../../../src/generated/types/GoldCardReplacement';
import { requireStaff, type Handler } from '../../context';
import { goldCardReplacements } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { requireCard } from './currentCard';
import { nowOf } from './today';

export function goldCardView(r: typeof goldCardReplacements.$inferSelect): GoldCardReplacement {
  return {
    id: r.id,
    productReference: r.productReference,
    dateRequested: r.dateRequested.toISOString(),
    // stored from the validated body: the form's reason enum, checked against the brand's replacementReasons
    reason: r.reason as GoldCardReplacement['reason'],
    additionalDetails: r.additionalDetails,
    crimeNumber: r.crimeNumber,
    requestedBy: r.requestedBy,
  };
}

export const listGoldCardReplacements: Handler<'listGoldCardReplacements'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const card = await requireCard(ctx.db, await findCustomer(ctx.db, staff.brand, ctx.params.id));
  const rows = await ctx.db
    .select()
    .from(goldCardReplacements)
    .where(eq(goldCardReplacements.smartcardId, card.id))
    .orderBy(desc(goldCardReplacements.dateRequested), desc(goldCardReplacements.id));
  const blockedUntil = goldCardBlockedUntil(
    rows.map((r) => r.dateRequested),
    nowOf(ctx),
    Number(staff.profile.config.goldCardReplacementBlockDays),
  );
  return { result: { replacements: rows.map(goldCardView), blockedUntil: blockedUntil?.toISOString() ?? null } };
};
