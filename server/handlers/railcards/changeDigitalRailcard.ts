// One change to a customer's digital railcard (001 §7 image, device and edit calls): the card is read and locked, the
// change applied, and the card's trail and the account changes trail written, all in the call's transaction.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { digitalRailcards, digitalRailcardTrail } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { readDigitalRailcard } from './digitalRailcardColumns';

export type DigitalRailcardRow = typeof digitalRailcards.$inferSelect;

/**
 * `apply` gets the locked card and returns the columns to set and the trail's description (null: nothing changed, no
 * trail row); it throws an ApiError to refuse. Replies with the card as listed.
 */
export async function changeDigitalRailcard(
  ctx: CallContext,
  apply: (card: DigitalRailcardRow) => { set: Partial<DigitalRailcardRow>; description: string } | null,
) {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.customerId);
  const id = Number(ctx.params.id);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [card] = await t
      .select()
      .from(digitalRailcards)
      .where(and(eq(digitalRailcards.id, id), eq(digitalRailcards.customerId, customer.id)))
      .for('update');
    if (!card) throw notFound();
    const change = apply(card);
    if (!change) return;
    await t.update(digitalRailcards).set(change.set).where(eq(digitalRailcards.id, id));
    await t
      .insert(digitalRailcardTrail)
      .values({ digitalRailcardId: id, description: change.description, editor: staff.email });
    await writeCustomerTrail(
      t,
      customer.id,
      `Digital railcard ${card.railcardNumber}: ${change.description.charAt(0).toLowerCase()}${change.description.slice(1)}`,
      staff.email,
    );
  });
  return { result: await readDigitalRailcard(ctx.db, customer.id, id) };
}
