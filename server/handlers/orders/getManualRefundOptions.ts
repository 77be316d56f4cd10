// 000 §9 Alternative manual refund options: CHEQUE, VOUCHER, CARD (config manualRefundOptions); names are i18n keys.
import { requireStaff, type Handler } from '../../context';

export const getManualRefundOptions: Handler<'getManualRefundOptions'> = async (ctx) => {
  const { profile } = requireStaff(ctx);
  const codes = profile.config.manualRefundOptions as string[];
  return { result: codes.map((code) => ({ code, name: `MANUAL_REFUND_OPTION_${code}` })) };
};
