// 001 §4 "a rejected non-whitelisted claim can be added to the whitelist" (isWhitelistable; HQ). Hidden path,
// docs/api/compensation.md. §8 409 when the customer or photocard is already on the whitelist.
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { claimsInState } from '../../../src/domain/compensationRequestClaims';
import {
  claimsOfRow,
  loadClaim,
  newPasscode,
  photocardsOf,
  refuseWhitelisted,
  requireAction,
  toDetail,
} from './claimRecord';
import { sendPasscodeMail } from './whitelistMail';

export const addClaimToWhitelist: Handler<'addClaimToWhitelist'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const row = await loadClaim(ctx, (ctx.body as { requestId: string }).requestId, true);
  requireAction(ctx, row, 'addToWhitelist');
  const photocards = photocardsOf({ routes: row.routes });
  await refuseWhitelisted(ctx.db, staff.brand, row.email ?? undefined, photocards, row.requestId);
  const now = ctx.settings.clock();
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set({
      whitelisted: true,
      state: 'season-new',
      claims: claimsInState(claimsOfRow(row), 'season-new'),
      passcode: newPasscode(),
      photocardId: photocards[0] ?? null,
      emailLastSent: row.email ? now : null,
    })
    .where(eq(compensationClaims.id, row.id))
    .returning();
  if (updated!.email) await sendPasscodeMail(ctx, updated!);
  return { compensationClaim: toDetail(ctx, updated!) };
};
