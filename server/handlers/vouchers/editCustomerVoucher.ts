// 000 §7 PUT /customers/{cid}/vouchers/{vid} (201 with result and links); 000 §5 Voucher edit permission:
// applied at once when canEditVoucherDirectly allows ('changed'), otherwise requested for review ('requested').
// A Pending request is itself under review, so its values change either way and it stays Pending. An Accepted
// voucher keeps its values and holds the requested change (pendingChange) while it is Pending; accept applies it,
// decline drops it. The row is locked (SELECT … FOR UPDATE) so an edit and a review cannot interleave.
import { and, eq } from 'drizzle-orm';
import { canEditVoucherDirectly } from '../../../src/domain/canEditVoucherDirectly';
import { formatMoney } from '../../../src/domain/formatMoney';
import { londonToday } from '../../../src/domain/londonToday';
import { voucherDisplayStatus, type StoredVoucherStatus } from '../../../src/domain/voucherDisplayStatus';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { vouchers, type VoucherChange } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { findVoucher, voucherId } from './findVoucher';
import { readVoucherInput } from './readVoucherInput';
import { toVoucher } from './voucherRecord';

export const editCustomerVoucher: Handler<'editCustomerVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const today = londonToday();
  const id = voucherId(ctx.params.vid);
  const customerId = voucherId(ctx.params.id);
  const outcome = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select()
      .from(vouchers)
      .where(
        and(
          eq(vouchers.id, id),
          eq(vouchers.customerId, customerId),
          eq(vouchers.brand, staff.brand),
          eq(vouchers.removed, false),
        ),
      )
      .for('update');
    if (!row) throw ApiError.of(404, Codes.NOT_FOUND, 'Requested data not found');
    const status = voucherDisplayStatus(row.status as StoredVoucherStatus, row.expiryDate, today);
    if (status !== 'Pending' && status !== 'Accepted') {
      throw ApiError.of(409, Codes.CONFLICT, `A voucher in status ${status} cannot be edited`);
    }
    // a voucher that already started may keep its start day
    const input = readVoucherInput(ctx.body, staff.profile, row.startDate < today ? row.startDate : today);
    const spent = row.amount - row.balance;
    if (input.amount < spent) {
      throw ApiError.of(
        400,
        Codes.VALIDATION,
        `The amount cannot be less than the ${formatMoney(spent)} already spent`,
        ['amount'],
      );
    }
    const direct = canEditVoucherDirectly(
      staff.level,
      input.amount,
      input.reason,
      staff.profile.config.maximumAgentVoucherAmount,
    );
    const changeRequest = row.pendingChange !== null || row.status === 'Accepted';
    if (direct || !changeRequest) {
      // applied: a new request stays Pending for its review; an Accepted voucher (or its open change request) is Accepted
      await t
        .update(vouchers)
        .set({
          ...input,
          balance: input.amount - spent,
          pendingChange: null,
          status: changeRequest ? 'Accepted' : row.status,
        })
        .where(eq(vouchers.id, id));
    } else {
      const change: VoucherChange = { ...input, requestedBy: staff.email, requested: new Date().toISOString() };
      await t.update(vouchers).set({ pendingChange: change, status: 'Pending' }).where(eq(vouchers.id, id));
    }
    return direct ? ('changed' as const) : ('requested' as const);
  });
  const row = await findVoucher(ctx.db, staff.brand, customerId, id);
  return {
    result: { ...toVoucher(row, today), outcome },
    links: { self: `/customers/${customerId}/vouchers/${id}` },
  };
};
