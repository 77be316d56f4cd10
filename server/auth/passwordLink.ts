// A single-use link to /change-password?token=… (000 §7 reset password). Used by the reset request and by a new
// staff user's welcome e-mail, so both land on the same page and the same token checks (changePassword).
import type { CallContext } from '../context';
import { passwordResetTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface PasswordLink {
  link: string;
  token: string;
}

export async function issuePasswordLink(ctx: CallContext, userId: number, ttlMinutes: number): Promise<PasswordLink> {
  const token = newToken();
  await ctx.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  // PUBLIC_URL, not the Host header: a forged Host would otherwise mail the victim a link to another site with a live token
  const origin =
    ctx.settings.publicUrl ??
    `${ctx.request.protocol}://${ctx.request.hostname}${ctx.request.port ? `:${ctx.request.port}` : ''}`;
  return { link: `${origin}/change-password?token=${encodeURIComponent(token)}`, token };
}
