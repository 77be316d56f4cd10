// 001 §7 PUT / DELETE /customers/{id}/smartcard/auto-dr: the marketing preference autoDelayRepay (001 §3), kept in the
// customer's preferences, with the account changes trail row in the call's transaction; opting out keeps the favourite
// journeys.
import { and, eq, sql } from 'drizzle-orm';
import { requireStaff, type CallContext } from '../../context';
import { customers } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';

export async function setAutoDelayRepay(ctx: CallContext, optedIn: boolean): Promise<undefined> {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  await ctx.db
    .update(customers)
    .set({ preferences: sql`${customers.preferences} || jsonb_build_object('autoDelayRepay', ${optedIn}::boolean)` })
    .where(and(eq(customers.id, customer.id), eq(customers.brand, staff.brand)));
  await writeCustomerTrail(
    ctx.db,
    customer.id,
    `Automatic delay repay switched ${optedIn ? 'on' : 'off'}`,
    staff.email,
  );
  return undefined;
}
