// 000 §4 Voucher reasons: Delay Repay, Goodwill, Other (the brand's config.voucherReasons); name is a translation key.
import { requireStaff, type Handler } from '../../context';
import { voucherReason } from './voucherRecord';

export const listVoucherReasons: Handler<'listVoucherReasons'> = async (ctx) => {
  const staff = requireStaff(ctx);
  return { result: staff.profile.config.voucherReasons.map(voucherReason) };
};
