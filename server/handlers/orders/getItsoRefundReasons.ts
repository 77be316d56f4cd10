// 000 §9 Default ITSO rejection reasons (config itsoRefundRejectionReasons); names are i18n keys.
import { requireStaff, type Handler } from '../../context';

export const getItsoRefundReasons: Handler<'getItsoRefundReasons'> = async (ctx) => {
  const { profile } = requireStaff(ctx);
  const codes = profile.config.itsoRefundRejectionReasons as string[];
  return { result: codes.map((code) => ({ code, name: `REFUND_REJECT_REASON_${code}` })) };
};
