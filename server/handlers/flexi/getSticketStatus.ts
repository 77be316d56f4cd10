// Whether the account's stickets are locked (001 §4 toggle stickets). Path hidden by the spec (docs/api/keyGo.md).
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketLocks } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';

export const getSticketStatus: Handler<'getSticketStatus'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const [lock] = await ctx.db.select().from(sticketLocks).where(eq(sticketLocks.customerId, customer.id));
  return {
    result: {
      customerId: customer.id,
      locked: lock?.locked ?? false,
      reason: lock?.reason ?? null,
      updatedBy: lock?.updatedBy ?? null,
      updated: lock?.updated.toISOString() ?? null,
    },
  };
};
