// 000 §3 Refund reason (code, name, fee, disableFee, active) from the brand's config; fee null = the brand's defaultAdminFee.
import type { RefundReason } from '../../../src/domain/refundReason';
import { requireStaff, type Handler } from '../../context';

export const getRefundReasons: Handler<'getRefundReasons'> = async (ctx) => {
  const { profile } = requireStaff(ctx);
  const reasons = Object.values(profile.config.refundReasons as Record<string, RefundReason>)
    .map((r) => ({ ...r, fee: r.fee ?? (profile.config.defaultAdminFee as number) }))
    .sort((a, b) => a.code - b.code);
  return { result: reasons };
};
