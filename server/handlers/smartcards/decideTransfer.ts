// 001 §4 Smartcard transfer: pending can be confirmed (verified: the ticket's product moves to the recipient's current
// card, when the recipient has one) or rejected. One conditional UPDATE decides; the loser of a race gets 409.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { customers, smartcardProducts, smartcards, smartcardTransfers } from '../../db/schema';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { notPending } from './notPending';
import { nowOf } from './today';
import { findTransfer, transferView } from './transfers';

export async function decideTransfer(ctx: CallContext, status: 'verified' | 'rejected') {
  const staff = requireStaff(ctx);
  const transfer = await findTransfer(ctx.db, staff.brand, ctx.params.id);
  const now = nowOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [decided] = await t
      .update(smartcardTransfers)
      .set({ status, decidedBy: staff.email, decidedAt: now })
      .where(and(eq(smartcardTransfers.id, transfer.id), eq(smartcardTransfers.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await t
        .select({ status: smartcardTransfers.status })
        .from(smartcardTransfers)
        .where(eq(smartcardTransfers.id, transfer.id));
      throw notPending('transfer', current.status);
    }
    const what = `Smartcard transfer ${transfer.id} of ticket ${transfer.ticketNumber} ${status === 'verified' ? 'confirmed' : 'rejected'}`;
    if (status === 'verified' && transfer.toCustomerId !== null && transfer.productReference) {
      const [to] = await t
        .select({ cardId: smartcards.id })
        .from(customers)
        .innerJoin(smartcards, eq(smartcards.isrn, customers.smartcardNumber))
        .where(eq(customers.id, transfer.toCustomerId));
      if (to)
        await t
          .update(smartcardProducts)
          .set({ smartcardId: to.cardId })
          .where(eq(smartcardProducts.reference, transfer.productReference));
    }
    await writeCustomerTrail(t, transfer.fromCustomerId, what, staff.email, now);
    if (transfer.toCustomerId !== null) await writeCustomerTrail(t, transfer.toCustomerId, what, staff.email, now);
    return decided;
  });
  return { result: transferView(row) };
}
