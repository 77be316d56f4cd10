// 001 §4 stickets locked and unlocked with a reason (≤ 300): one conditional upsert decides, so of two identical
// toggles one wins and the other gets 409.
import { sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketLocks } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';

export const setSticketsLock: Handler<'setSticketsLock'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { locked: boolean; reason: string };
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const now = ctx.settings.clock();
  const reason = body.reason.trim();
  const [row] = await ctx.db
    .insert(sticketLocks)
    .values({ customerId: customer.id, locked: body.locked, reason, updatedBy: staff.email, updated: now })
    .onConflictDoUpdate({
      target: sticketLocks.customerId,
      set: { locked: body.locked, reason, updatedBy: staff.email, updated: now },
      setWhere: sql`${sticketLocks.locked} <> ${body.locked}`,
    })
    .returning();
  if (!row || (!body.locked && row.updated.getTime() !== now.getTime()))
    throw ApiError.of(409, Codes.CONFLICT, `The stickets are already ${body.locked ? 'locked' : 'unlocked'}`, [
      'locked',
    ]);
  await writeCustomerTrail(
    ctx.db,
    customer.id,
    `Stickets ${body.locked ? 'locked' : 'unlocked'}: ${reason}`,
    staff.email,
    now,
  );
  return {
    result: {
      customerId: customer.id,
      locked: row.locked,
      reason: row.reason,
      updatedBy: row.updatedBy,
      updated: row.updated.toISOString(),
    },
  };
};
