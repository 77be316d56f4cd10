// 001 §7 POST /delay-repay/whitelist/create-whitelist-customer (HQ), §5 amount ≤ the maximum, §8 409 already on the whitelist.
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { ApiError, Codes } from '../../errors';
import {
  claimsOfDraft,
  columnsOfDraft,
  displayRef,
  limitsOf,
  newPasscode,
  nextClaimIds,
  photocardsOf,
  refuseWhitelisted,
  requireValidDraft,
} from './claimRecord';
import { sendPasscodeMail } from './whitelistMail';

export const createWhitelistCustomer: Handler<'createWhitelistCustomer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const draft = ctx.body as ClaimDraft;
  if (draft.kind !== 'whitelist') throw ApiError.of(400, Codes.VALIDATION, 'kind must be whitelist', ['kind']);
  const limits = limitsOf(ctx);
  requireValidDraft(draft, limits);
  await refuseWhitelisted(ctx.db, staff.brand, draft.customer?.email, photocardsOf(draft));
  const ids = await nextClaimIds(ctx.db);
  const now = ctx.settings.clock();
  const row = {
    ...ids,
    ...columnsOfDraft(draft),
    brand: staff.brand,
    schemeName: limits.currentScheme,
    type: 'whitelist',
    state: 'season-new',
    claims: claimsOfDraft(draft, ids.id, 'season-new'),
    whitelisted: true,
    photocardId: draft.photocardNumber?.trim().toUpperCase() || null,
    passcode: newPasscode(),
    compensationAmount: draft.compensationAmount!,
    emailLastSent: now,
    created: now,
  };
  await ctx.db.insert(compensationClaims).values(row);
  await sendPasscodeMail(ctx, row);
  return { result: { requestId: ids.requestId, claimRef: displayRef(ids.claimRef) } };
};
