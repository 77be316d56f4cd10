// 001 §7 POST /delay-repay/whitelist/resend-email (canResendEmail), records e-mail last sent.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { loadClaim, requireAction } from './claimRecord';
import { sendPasscodeMail } from './whitelistMail';

export const resendWhitelistEmail: Handler = async (ctx) => {
  const row = await loadClaim(ctx, (ctx.body as { requestId: string }).requestId, true);
  requireAction(ctx, row, 'resendEmail');
  if (!row.email) throw ApiError.of(409, Codes.CONFLICT, 'The claim has no e-mail address');
  const now = ctx.settings.clock();
  await ctx.db.update(compensationClaims).set({ emailLastSent: now }).where(eq(compensationClaims.id, row.id));
  await sendPasscodeMail(ctx, row);
  return { result: { email: row.email, emailLastSent: now.toISOString() } };
};
