// 000 §7 DELETE /customers/{cid}/vouchers/{vid} (204): the voucher is kept for the record, never listed again.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { vouchers } from '../../db/schema';
import { notFound } from '../../errors';
import { voucherId } from './findVoucher';

export const removeCustomerVoucher: Handler<'removeCustomerVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const removed = await ctx.db
    .update(vouchers)
    .set({ removed: true })
    .where(
      and(
        eq(vouchers.id, voucherId(ctx.params.vid)),
        eq(vouchers.customerId, voucherId(ctx.params.id)),
        eq(vouchers.brand, staff.brand),
        eq(vouchers.removed, false),
      ),
    )
    .returning({ id: vouchers.id });
  if (removed.length === 0) throw notFound();
  return undefined;
};
