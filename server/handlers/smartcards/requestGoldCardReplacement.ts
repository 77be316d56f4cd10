// 001 §5 Gold card replacement: only for a product that is ACTIVE, has a 1200 validity period and is on-track, with
// the feature on (src/domain/goldCardProductEligible); blocked for goldCardReplacementBlockDays (1 week) after a request
// (src/domain/goldCardBlockedUntil) — checked under a lock on the card, so two requests at once cannot both pass.
import { and, eq } from 'drizzle-orm';
import { goldCardBlockedUntil } from '../../../src/domain/goldCardBlockedUntil';
import { goldCardProductEligible } from '../../../src/domain/goldCardProductEligible';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { goldCardReplacements, smartcardProducts, smartcards } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { requireCard } from './currentCard';
import { goldCardView } from './listGoldCardReplacements';
import { conflict } from './conflict';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf } from './today';

interface GoldCardBody {
  productReference: string;
  reason: string;
  additionalDetails?: string;
  crimeNumber?: string;
}

export const requestGoldCardReplacement: Handler<'requestGoldCardReplacement'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as GoldCardBody;
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  const [product] = await ctx.db
    .select()
    .from(smartcardProducts)
    .where(and(eq(smartcardProducts.smartcardId, card.id), eq(smartcardProducts.reference, body.productReference)));
  if (!product) throw notFound();
  if (!goldCardProductEligible(product, staff.profile.flags.enableGoldCardReplacement === true)) {
    throw ApiError.of(
      400,
      SmartcardCodes.GOLD_CARD_NOT_ELIGIBLE,
      'Only an active on-track gold card product (validity period 1200) can be replaced',
      ['productReference'],
    );
  }
  const config = staff.profile.config;
  if (!(config.replacementReasons as string[]).includes(body.reason)) {
    throw ApiError.of(400, '1000', `reason must be one of ${(config.replacementReasons as string[]).join(', ')}`, [
      'reason',
    ]);
  }
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.id, card.id)).for('update');
    const earlier = await t
      .select({ at: goldCardReplacements.dateRequested })
      .from(goldCardReplacements)
      .where(eq(goldCardReplacements.smartcardId, card.id));
    const blockedUntil = goldCardBlockedUntil(
      earlier.map((e) => e.at),
      now,
      Number(config.goldCardReplacementBlockDays),
    );
    if (blockedUntil) {
      throw conflict(
        SmartcardCodes.GOLD_CARD_BLOCKED,
        `A gold card replacement was requested within the last week; next request from ${blockedUntil.toISOString()}`,
      );
    }
    const [inserted] = await t
      .insert(goldCardReplacements)
      .values({
        smartcardId: card.id,
        productReference: product.reference,
        dateRequested: now,
        reason: body.reason,
        additionalDetails: body.additionalDetails ?? null,
        crimeNumber: body.crimeNumber ?? null,
        requestedBy: staff.email,
      })
      .returning();
    await writeCustomerTrail(
      t,
      customer.id,
      `Gold card replacement requested for ${product.reference} (${body.reason})`,
      staff.email,
      now,
    );
    return inserted;
  });
  return { result: goldCardView(row) };
};
