// 001 §2 delete-account panel, 000 §6 removal "also needs a delay request": staff ask for the deletion, HQ decides
// it at /customer-deletions. One pending request per account (checked under the account's row lock).
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customers, deactivationRequests } from '../../db/schema';
import { ApiError } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';
import { DeactivationCodes, deactivationView } from './deactivationRequests';

export const requestCustomerDeactivation: Handler<'requestCustomerDeactivation'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
  const [pending] = await ctx.db
    .select({ id: deactivationRequests.id })
    .from(deactivationRequests)
    .where(and(eq(deactivationRequests.customerId, customer.id), eq(deactivationRequests.state, 'PENDING')));
  if (pending)
    throw ApiError.of(409, DeactivationCodes.PENDING, 'A deletion request for this account is pending already', []);
  const now = nowOf(ctx);
  const [row] = await ctx.db
    .insert(deactivationRequests)
    .values({ brand: staff.brand, customerId: customer.id, state: 'PENDING', created: now, requestedBy: staff.email })
    .returning();
  await writeCustomerTrail(ctx.db, customer.id, 'Account deletion requested', staff.email, now);
  return { result: deactivationView(row) };
};
