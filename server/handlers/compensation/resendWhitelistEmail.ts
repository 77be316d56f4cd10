// 001 §7 POST /delay-repay/whitelist/resend-email (canResendEmail), records e-mail last sent. 001 §2 the resend modal
// names the address (§5 valid e-mail); the claim's own e-mail stays as it is (docs/decisions/2281-resend-email-address.md).
import { eq } from 'drizzle-orm';
import { isEmailAddress } from '../../../src/domain/isEmailAddress';
import type { Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { loadClaim, requireAction } from './claimRecord';
import { sendPasscodeMail } from './whitelistMail';

export const resendWhitelistEmail: Handler<'resendWhitelistEmail'> = async (ctx) => {
  const body = ctx.body as { requestId: string; email?: string };
  const given = body.email?.trim();
  if (given !== undefined && !isEmailAddress(given))
    throw ApiError.of(400, Codes.VALIDATION, 'Enter a valid e-mail address', ['email']);
  const row = await loadClaim(ctx, body.requestId, true);
  requireAction(ctx, row, 'resendEmail');
  const to = given || row.email;
  if (!to) throw ApiError.of(409, Codes.CONFLICT, 'The claim has no e-mail address');
  const now = ctx.settings.clock();
  await ctx.db.update(compensationClaims).set({ emailLastSent: now }).where(eq(compensationClaims.id, row.id));
  await sendPasscodeMail(ctx, { ...row, email: to });
  return { result: { email: to, emailLastSent: now.toISOString() } };
};
