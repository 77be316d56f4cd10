// 001 §7 PUT /smartcard/{id}/amendSmartcardTicket: hotlist the card's product of an order (HQ, 001 §6) → 204
// (docs/api/smartcards.md: the spec's amend call is read as the by-order hotlist).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { smartcardProducts } from '../../db/schema';
import { hotlist } from './hotlist';

export const hotlistProductByOrder: Handler<'hotlistProductByOrder'> = async (ctx) => {
  await hotlist(ctx, eq(smartcardProducts.orderId, ctx.body.orderId as number));
  return undefined;
};
