// 001 §2 claim amend (manual claims, canAmend: rejected), §8 amend 409 e-mail exists. Hidden path, docs/api/compensation.md.
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import { linkClaimImages } from './claimImages';
import { draftWithServiceLevels } from './draftWithServiceLevels';
import {
  claimsOfDraft,
  columnsOfDraft,
  limitsOf,
  loadClaim,
  refuseTakenEmail,
  requireAction,
  requireValidDraft,
  toDetail,
} from './claimRecord';

export const amendCompensationClaim: Handler<'amendCompensationClaim'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const row = await loadClaim(ctx, ctx.params.requestId!, true);
  const sent = ctx.body as ClaimDraft;
  if (sent.kind !== row.type) throw ApiError.of(400, Codes.VALIDATION, `The claim is a ${row.type} claim`, ['kind']);
  requireAction(ctx, row, 'amend');
  // levels are the eligibility service's, not the client's
  const draft = await draftWithServiceLevels(ctx, sent);
  requireValidDraft(draft, limitsOf(ctx));
  if (draft.customer?.email && !draft.bypassEmailCheck)
    await refuseTakenEmail(ctx.db, staff.brand, draft.customer.email, row.requestId);
  // an image the claim had before (its previous upload) stays its own; a new one becomes its own
  await linkClaimImages(ctx.db, staff.brand, row.requestId, draft);
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set({
      ...columnsOfDraft(draft),
      state: 'season-new',
      rejectionReason: null,
      // the amended tickets are the request's claims now, new again
      claims: claimsOfDraft(draft, row.id, 'season-new'),
    })
    .where(and(eq(compensationClaims.id, row.id), eq(compensationClaims.state, row.state)))
    .returning();
  return { compensationClaim: toDetail(ctx, updated!) };
};
