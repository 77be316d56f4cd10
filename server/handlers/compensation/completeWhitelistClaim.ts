// 001 §7 PATCH /delay-repay/whitelist/complete-whitelist-claim and its no-passcode variant (canProcess); §8 401
// 'Invalid passcode/photocard number' when the e-mail, passcode or photocard does not match the claim. The console
// uses the variant when the code is left empty; the photocard is then required (400) and must match
// (docs/decisions/2576-whitelist-processing-without-the-code.md).
import { eq } from 'drizzle-orm';
import { whitelistProcessErrors } from '../../../src/domain/whitelistProcessErrors';
import type { CallContext, Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { claimsInState } from '../../../src/domain/compensationRequestClaims';
import { claimsOfRow, CompensationCodes, loadClaim, requireAction, toDetail } from './claimRecord';

interface Body {
  requestId: string;
  email: string;
  passcode?: string;
  photocardNumber?: string | null;
  reimbursement?: { method?: string };
}

const norm = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

async function complete(ctx: CallContext, withPasscode: boolean) {
  const body = ctx.body as Body;
  // the no-passcode variant asks for the photocard instead (docs/decisions/2576)
  const errors = whitelistProcessErrors(body, { withPasscode });
  if (Object.keys(errors).length) {
    throw new ApiError(
      400,
      Object.entries(errors).map(([field, key]) => ({ code: Codes.VALIDATION, message: key, fields: [field] })),
    );
  }
  const row = await loadClaim(ctx, body.requestId, true);
  requireAction(ctx, row, 'process');
  const emailOk = norm(body.email) === norm(row.email);
  const passcodeOk = !withPasscode || norm(body.passcode) === norm(row.passcode);
  const photocardOk = withPasscode
    ? norm(body.photocardNumber) === norm(row.photocardId)
    : !!row.photocardId && norm(body.photocardNumber) === norm(row.photocardId);
  if (!emailOk || !passcodeOk || !photocardOk)
    throw ApiError.of(401, CompensationCodes.INVALID_PASSCODE, 'Invalid passcode/photocard number');
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set({
      state: 'confirmed',
      reimbursementMethod: body.reimbursement?.method ?? 'CHEQUE',
      claims: claimsInState(claimsOfRow(row), 'confirmed'),
    })
    .where(eq(compensationClaims.id, row.id))
    .returning();
  return { compensationClaim: toDetail(ctx, updated!) };
}

export const completeWhitelistClaim: Handler<'completeWhitelistClaim'> = (ctx) => complete(ctx, true);
export const completeWhitelistClaimNoPasscode: Handler<'completeWhitelistClaimNoPasscode'> = (ctx) =>
  complete(ctx, false);
