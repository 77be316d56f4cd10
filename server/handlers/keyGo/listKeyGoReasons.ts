// 001 §7 "GET config reasons": the reason codes of tap changes and balance adjustments (config keyGoAdjustmentReasons).
import { requireStaff, type Handler } from '../../context';

export const listKeyGoReasons: Handler<'listKeyGoReasons'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const codes = (staff.profile.config as unknown as Record<string, unknown>).keyGoAdjustmentReasons as string[];
  return { result: codes.map((code) => ({ code, label: `KEYGO_REASON_${code.toUpperCase().replace(/-/g, '_')}` })) };
};
