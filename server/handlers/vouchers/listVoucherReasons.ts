// 000 §4 Voucher reasons: Delay Repay, Goodwill, Other (the brand's config.voucherReasons); name is a translation key.
import { requireStaff, type Handler } from '../../context';
import { reasonName } from './voucherRecord';

export const listVoucherReasons: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  return { result: staff.profile.config.voucherReasons.map((value) => ({ value, name: reasonName(value) })) };
};
