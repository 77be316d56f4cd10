// 001 §7 PATCH /delay-repay/whitelist/update-customer (requestId and e-mail or refundAmount; canAmend), §8 409 e-mail exists.
import { eq } from 'drizzle-orm';
import { isEmailAddress } from '../../../src/domain/isEmailAddress';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { claimsOfRow, fieldError, limitsOf, loadClaim, refuseTakenEmail, requireAction, toDetail } from './claimRecord';

export const updateWhitelistCustomer: Handler<'updateWhitelistCustomer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as { requestId: string; email?: string; refundAmount?: number };
  if ((body.email === undefined) === (body.refundAmount === undefined)) {
    throw ApiError.of(400, Codes.VALIDATION, 'Send either email or refundAmount', ['email', 'refundAmount']);
  }
  if (body.email !== undefined && !isEmailAddress(body.email)) throw fieldError(ctx, 'badEmail', 'email');
  if (body.refundAmount !== undefined && body.refundAmount > limitsOf(ctx).whitelistMaxAmount) {
    throw fieldError(ctx, 'amountTooHigh', 'refundAmount');
  }
  const row = await loadClaim(ctx, body.requestId, true);
  requireAction(ctx, row, 'amend');
  if (body.email !== undefined) await refuseTakenEmail(ctx.db, staff.brand, body.email, row.requestId);
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set(
      body.email !== undefined
        ? { email: body.email.trim() }
        : {
            compensationAmount: body.refundAmount,
            // a whitelist request's one claim is for its amount (src/domain/compensationRequestClaims)
            claims:
              row.type === 'whitelist'
                ? claimsOfRow(row).map((c) => ({ ...c, refundAmount: body.refundAmount! }))
                : row.claims,
          },
    )
    .where(eq(compensationClaims.id, row.id))
    .returning();
  return { compensationClaim: toDetail(ctx, updated!) };
};
