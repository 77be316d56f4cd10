// 001 §7 PATCH /delay-repay/whitelist/patch-customer (op transition, state rejected; canReject), reason ≤ 300.
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError } from '../../errors';
import { claimsInState } from '../../../src/domain/compensationRequestClaims';
import { claimsOfRow, CompensationCodes, loadClaim, requireAction, toDetail } from './claimRecord';

export const rejectCompensationClaim: Handler<'rejectCompensationClaim'> = async (ctx) => {
  const body = ctx.body as { id: string; reason?: string };
  const row = await loadClaim(ctx, body.id, true);
  requireAction(ctx, row, 'reject');
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set({
      state: 'rejected',
      rejectionReason: body.reason?.trim() || null,
      claims: claimsInState(claimsOfRow(row), 'rejected', body.reason?.trim() || null),
    })
    .where(and(eq(compensationClaims.id, row.id), eq(compensationClaims.state, 'season-new')))
    .returning();
  if (!updated) throw ApiError.of(409, CompensationCodes.STATE, 'The claim was changed meanwhile');
  return { compensationClaim: toDetail(ctx, updated) };
};
