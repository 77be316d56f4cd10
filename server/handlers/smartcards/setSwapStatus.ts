// 001 §7 PUT /smartcard/{customerId}/swap/{id}/status; 001 §4 a swap ends in verified (the account's card takes the new
// ISRN, its products stay) or rejected (with a reason). One conditional UPDATE decides: of two decisions one wins, 409.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcards, smartcardSwaps } from '../../db/schema';
import { notFound } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { swapView } from './listPendingSwaps';
import { conflict } from './conflict';
import { notPending } from './notPending';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf } from './today';

export const setSwapStatus: Handler<'setSwapStatus'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { status: 'verified' | 'rejected'; reason?: string };
  const [swap] = await ctx.db
    .select()
    .from(smartcardSwaps)
    .where(
      and(
        eq(smartcardSwaps.id, Number(ctx.params.id)),
        eq(smartcardSwaps.customerId, Number(ctx.params.customerId)),
        eq(smartcardSwaps.brand, staff.brand),
      ),
    );
  if (!swap) throw notFound();
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [decided] = await t
      .update(smartcardSwaps)
      .set({
        status: body.status,
        decidedBy: staff.email,
        decidedAt: now,
        ...(body.reason ? { reason: body.reason } : {}),
      })
      .where(and(eq(smartcardSwaps.id, swap.id), eq(smartcardSwaps.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await t
        .select({ status: smartcardSwaps.status })
        .from(smartcardSwaps)
        .where(eq(smartcardSwaps.id, swap.id));
      throw notPending('swap', current.status);
    }
    if (body.status === 'verified') {
      const [used] = await t.select({ id: smartcards.id }).from(smartcards).where(eq(smartcards.isrn, swap.newIsrn));
      if (used) throw conflict(SmartcardCodes.SMARTCARD_LINK, `Smartcard ${swap.newIsrn} is already in use`);
      const [moved] = await t
        .update(smartcards)
        .set({ isrn: swap.newIsrn })
        .where(and(eq(smartcards.isrn, swap.oldIsrn), eq(smartcards.customerId, swap.customerId)))
        .returning({ id: smartcards.id });
      if (!moved)
        throw conflict(SmartcardCodes.SMARTCARD_LINK, `Smartcard ${swap.oldIsrn} is no longer the account's card`);
      await t
        .update(customers)
        .set({ smartcardNumber: swap.newIsrn })
        .where(and(eq(customers.id, swap.customerId), eq(customers.smartcardNumber, swap.oldIsrn)));
    }
    await writeCustomerTrail(
      t,
      swap.customerId,
      `Smartcard swap ${swap.oldIsrn} → ${swap.newIsrn} ${body.status}${body.reason ? `: ${body.reason}` : ''}`,
      staff.email,
      now,
    );
    return decided;
  });
  return { result: swapView(row) };
};
