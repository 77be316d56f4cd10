// 001 §7 PUT / DELETE /customers/{id}/smartcard/auto-dr: opt the smartcard holder in to or out of automatic delay repay
// (001 §3 Marketing preferences autoDelayRepay), with the account changes trail in the same transaction.
import { eq, sql } from 'drizzle-orm';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { requireCard } from './currentCard';
import { nowOf } from './today';

export async function setAutoDelayRepay(ctx: CallContext, on: boolean) {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  await requireCard(ctx.db, customer);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(customers)
      .set({ preferences: sql`${customers.preferences} || ${JSON.stringify({ autoDelayRepay: on })}::jsonb` })
      .where(eq(customers.id, customer.id));
    await writeCustomerTrail(t, customer.id, `Automatic delay repay switched ${on ? 'on' : 'off'}`, staff.email, nowOf(ctx));
  });
  return { result: { customerId: customer.id, autoDelayRepay: on } };
}
