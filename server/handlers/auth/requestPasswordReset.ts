// 000 §7 POST /admin/reset-password: e-mails a link to /change-password?token=…. Always 202 with the same body,
// whether or not the e-mail belongs to an account of the brand, so the call cannot be used to probe e-mails.
import type { Handler } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { findStaffByEmail } from '../../auth/findStaff';
import { RESET_TOKEN_TTL_MINUTES } from '../../auth/limits';
import { requestedBrand } from '../../auth/requestBrand';
import { hashToken, newToken } from '../../auth/tokens';
import { sendMail } from '../../mail';

export const requestPasswordReset: Handler = async (ctx) => {
  const { email, brand: bodyBrand } = ctx.body as { email: string; brand?: string };
  const brand = requestedBrand(ctx, bodyBrand);
  const user = await findStaffByEmail(ctx.db, email);
  if (brand && user && !user.removed && user.brand === brand) {
    const token = newToken();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    // PUBLIC_URL, not the Host header: a forged Host would otherwise mail the victim a link to another site with a live token
    const origin = ctx.settings.publicUrl ?? `${ctx.request.protocol}://${ctx.request.hostname}${ctx.request.port ? `:${ctx.request.port}` : ''}`;
    const link = `${origin}/change-password?token=${encodeURIComponent(token)}`;
    await sendMail(ctx.db, ctx.settings, {
      to: user.email,
      subject: 'Reset your password',
      body: `Someone asked to reset the password of this account. Choose a new password here (valid ${RESET_TOKEN_TTL_MINUTES} minutes): ${link}`,
      code: token,
    });
  }
  return { result: { email } };
};
