// 001 §6 canImmediatelyUnlockAccount (HQ), §7 POST /admin/customers/{id}/unlock: the customer can sign in again at
// once, whatever locked them (a staff account lock in force, or isLocked). 204; trail row in the same transaction.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customerLocks, customers } from '../../db/schema';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';

export const unlockCustomerImmediately: Handler<'unlockCustomerImmediately'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  await ctx.db
    .delete(customerLocks)
    .where(and(eq(customerLocks.customerId, customer.id), eq(customerLocks.kind, 'ACCOUNT')));
  await ctx.db.update(customers).set({ isLocked: false }).where(eq(customers.id, customer.id));
  await writeCustomerTrail(ctx.db, customer.id, 'Account unlocked immediately', staff.email, nowOf(ctx));
  return undefined;
};
