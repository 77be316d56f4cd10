// 000 §7 PUT /digital-railcards/admin/{id}/railcards/{railcardId} with railcardState (001: toggles Active and Blocked).
// Conditional UPDATE: setting the state the railcard already has is a 409, and two opposite toggles cannot both win.
// Written to the railcard's own trail and to the account's changes trail.
import { and, eq, ne } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { digitalRailcards, digitalRailcardTrail } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { readDigitalRailcard } from './digitalRailcardColumns';

export const setDigitalRailcardState: Handler<'setDigitalRailcardState'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const id = Number(ctx.params.railcardId);
  const state = String(ctx.body.railcardState);
  const mine = and(eq(digitalRailcards.id, id), eq(digitalRailcards.customerId, customer.id));
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [changed] = await t
      .update(digitalRailcards)
      .set({ railcardState: state })
      .where(and(mine, ne(digitalRailcards.railcardState, state)))
      .returning({ id: digitalRailcards.id, railcardNumber: digitalRailcards.railcardNumber });
    if (!changed) {
      const [exists] = await t.select({ id: digitalRailcards.id }).from(digitalRailcards).where(mine);
      if (!exists) throw notFound();
      throw ApiError.of(409, Codes.CONFLICT, `The digital railcard is already ${state}`, ['railcardState']);
    }
    await t.insert(digitalRailcardTrail).values({
      digitalRailcardId: id,
      description: state === 'BLOCKED' ? 'Blocked' : 'Activated',
      editor: staff.email,
    });
    // the account's changes trail says it too (001 account controls: every staff change is in the trail)
    await writeCustomerTrail(
      t,
      customer.id,
      `Digital railcard ${changed.railcardNumber} ${state === 'BLOCKED' ? 'blocked' : 'activated'}`,
      staff.email,
      ctx.settings.clock(),
    );
  });
  return { result: await readDigitalRailcard(ctx.db, customer.id, id) };
};
