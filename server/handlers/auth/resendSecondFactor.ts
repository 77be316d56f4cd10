// 000 §7 POST /customers/admin/auth/secondFactor/resend: a new code (202); the previous one stops working.
import type { Handler } from '../../context';
import { findEmailToken } from '../../auth/findEmailToken';
import { findStaffById } from '../../auth/findStaff';
import { sendSecondFactorCode } from '../../auth/secondFactor';

export const resendSecondFactor: Handler = async (ctx) => {
  const { emailToken: token } = ctx.body as { emailToken: string };
  const emailToken = await findEmailToken(ctx.db, token);
  const user = await findStaffById(ctx.db, emailToken.userId);
  if (user && user.active && !user.removed) {
    await sendSecondFactorCode(ctx.db, ctx.settings, { id: emailToken.id, token }, user.email);
  }
  return { result: { emailToken: token } };
};
