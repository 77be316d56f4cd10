// 000 §7 POST /admin/reset-password: e-mails a link to /change-password?token=…. Always 202 with the same body,
// whether or not the e-mail belongs to an account of the brand, so the call cannot be used to probe e-mails.
import type { Handler } from '../../context';
import { findStaffByEmail } from '../../auth/findStaff';
import { RESET_TOKEN_TTL_MINUTES } from '../../auth/limits';
import { issuePasswordLink } from '../../auth/passwordLink';
import { requestedBrand } from '../../auth/requestBrand';
import { sendMail } from '../../mail';

export const requestPasswordReset: Handler<'requestPasswordReset'> = async (ctx) => {
  const { email, brand: bodyBrand } = ctx.body as { email: string; brand?: string };
  const brand = requestedBrand(ctx, bodyBrand);
  const user = await findStaffByEmail(ctx.db, email);
  if (brand && user && !user.removed && user.brand === brand) {
    const { link, token } = await issuePasswordLink(ctx, user.id, RESET_TOKEN_TTL_MINUTES);
    await sendMail(ctx.db, ctx.settings, {
      to: user.email,
      subject: 'Reset your password',
      body: `Someone asked to reset the password of this account. Choose a new password here (valid ${RESET_TOKEN_TTL_MINUTES} minutes): ${link}`,
      code: token,
    });
  }
  return { result: { email } };
};
