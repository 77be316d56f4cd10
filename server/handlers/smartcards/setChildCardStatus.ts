// 001 §7 PUT /smartcard/{id}/child/status; 001 §4 a child card ends in verified or rejected (with a reason); one
// conditional UPDATE decides, so of two simultaneous decisions one wins and the other gets 409.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { childCards } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { childCardView, findChildCard } from './childCards';
import { notPending } from './notPending';
import { nowOf } from './today';

export const setChildCardStatus: Handler<'setChildCardStatus'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { status: 'verified' | 'rejected'; reason?: string };
  const child = await findChildCard(ctx.db, staff.brand, ctx.params.id);
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [decided] = await t
      .update(childCards)
      .set({ status: body.status, reason: body.reason ?? null, decidedBy: staff.email, decidedAt: now })
      .where(and(eq(childCards.id, child.id), eq(childCards.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await t
        .select({ status: childCards.status })
        .from(childCards)
        .where(eq(childCards.id, child.id));
      throw notPending('child card', current.status);
    }
    await writeCustomerTrail(
      t,
      child.customerId,
      `Child card ${child.id} ${body.status}${body.reason ? `: ${body.reason}` : ''}`,
      staff.email,
      now,
    );
    return decided;
  });
  return { result: childCardView(row) };
};
