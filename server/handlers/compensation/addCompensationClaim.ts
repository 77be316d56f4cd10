// 001 §7 POST /delay-repay/claims (?bypass=true), §5 rules, §8 add: 401 claim exists for the customer, 409 on the whitelist;
// §3 the tickets' uploaded images are checked and linked to the claim.
import { checkGate } from '../../../src/domain/checkGate';
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes, forbidden } from '../../errors';
import { linkClaimImages } from './claimImages';
import { draftWithServiceLevels } from './draftWithServiceLevels';
import {
  claimsOfDraft,
  columnsOfDraft,
  displayRef,
  limitsOf,
  nextClaimIds,
  photocardsOf,
  refuseExistingClaim,
  refuseWhitelisted,
  requireValidDraft,
} from './claimRecord';

export const addCompensationClaim: Handler<'addCompensationClaim'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const sent = ctx.body as ClaimDraft;
  if (sent.kind === 'whitelist')
    throw ApiError.of(400, Codes.VALIDATION, 'A whitelist claim is added with create-whitelist-customer', ['kind']);
  const permission = sent.kind === 'season' ? 'canAddSeasonClaim' : 'canAddDailyClaim';
  if (!checkGate({ permission }, staff.gateContext)) throw forbidden();
  const bypass = ctx.query.bypass === true;
  if (
    (bypass || sent.bypassEmailCheck || sent.bypassCustomerCheck) &&
    !checkGate({ permission: 'canBypassClaimChecks' }, staff.gateContext)
  )
    throw forbidden();
  if (bypass !== !!(sent.bypassEmailCheck || sent.bypassCustomerCheck)) {
    throw ApiError.of(400, Codes.VALIDATION, 'bypass=true goes with bypassEmailCheck or bypassCustomerCheck', [
      'bypass',
    ]);
  }
  const limits = limitsOf(ctx);
  // levels are the eligibility service's, not the client's
  const draft = await draftWithServiceLevels(ctx, ctx.body as ClaimDraft);
  requireValidDraft(draft, limits);
  if (!bypass) {
    // a whitelisted customer is told so (409) before the claim-exists check (401): the whitelist claim is theirs
    await refuseWhitelisted(ctx.db, staff.brand, draft.customer?.email, photocardsOf(draft));
    await refuseExistingClaim(ctx.db, staff.brand, limits.currentScheme, draft.kind, draft.customer?.email);
  }
  const ids = await nextClaimIds(ctx.db);
  // the tickets' evidence images (001 §3) become this claim's, in the add's transaction
  await linkClaimImages(ctx.db, staff.brand, ids.requestId, draft);
  await ctx.db.insert(compensationClaims).values({
    ...ids,
    ...columnsOfDraft(draft),
    brand: staff.brand,
    schemeName: limits.currentScheme,
    type: draft.kind,
    state: 'season-new',
    claims: claimsOfDraft(draft, ids.id, 'season-new'),
    created: ctx.settings.clock(),
  });
  return { result: { requestId: ids.requestId, claimRef: displayRef(ids.claimRef) } };
};
