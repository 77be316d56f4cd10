// 000 §2 Voucher page: one voucher of the account (404 for another account's or brand's voucher).
import { londonToday } from '../../../src/domain/londonToday';
import { requireStaff, type Handler } from '../../context';
import { findVoucher } from './findVoucher';
import { toVoucher } from './voucherRecord';

export const getCustomerVoucher: Handler<'getCustomerVoucher'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const row = await findVoucher(ctx.db, staff.brand, ctx.params.id, ctx.params.vid);
  return { result: toVoucher(row, londonToday()) };
};
