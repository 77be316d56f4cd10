// 000 §7 POST /customers/{id}/vouchers; 000 §4 "add directly if the user may, otherwise a request for approval":
// the edit-permission rule (src/domain/canEditVoucherDirectly) decides Accepted ('added') or Pending ('requested').
import { canEditVoucherDirectly } from '../../../src/domain/canEditVoucherDirectly';
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { vouchers } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { findVoucher } from './findVoucher';
import { readVoucherInput } from './readVoucherInput';
import { toVoucher } from './voucherRecord';

export const addCustomerVoucher: Handler<'addCustomerVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const today = londonToday();
  const input = readVoucherInput(ctx.body, staff.profile, today);
  const direct = canEditVoucherDirectly(
    staff.level,
    input.amount,
    input.reason,
    staff.profile.config.maximumAgentVoucherAmount,
  );
  const [{ id }] = await ctx.db
    .insert(vouchers)
    .values({
      ...input,
      customerId: customer.id,
      brand: staff.brand,
      status: direct ? 'Accepted' : 'Pending',
      balance: input.amount,
      creator: staff.email,
    })
    .returning({ id: vouchers.id });
  const row = await findVoucher(ctx.db, staff.brand, customer.id, id);
  return { result: { ...toVoucher(row, today), outcome: direct ? 'added' : 'requested' } };
};
