// A claim draft as the server saves it: every level decided by the eligibility service (src/domain
// compensationDraftEligibility), whatever levels the client sent.
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import { compensationDraftEligibility, draftJourneys } from '../../../src/domain/compensationDraftEligibility';
import type { EligibilityRoute } from '../../../src/domain/routeEligibility';
import type { CallContext } from '../../context';
import { eligibilityOf } from './eligibilityClient';

export async function draftWithServiceLevels(ctx: CallContext, draft: ClaimDraft): Promise<ClaimDraft> {
  const journeys = draftJourneys(draft);
  const results = await eligibilityOf(ctx, journeys);
  const byPair: Record<string, EligibilityRoute[]> = {};
  journeys.forEach((j, i) => {
    byPair[`${j.origin}-${j.destination}`] = results[i]?.routes ?? [];
  });
  return compensationDraftEligibility(draft, byPair);
}
