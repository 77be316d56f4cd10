// Staff-side route check of the claim accordion (001 §4 "a route validated before tickets"): the eligibility
// service's POST /ticket, asked by the server with the service's credentials (./eligibilityClient).
import type { Handler } from '../../context';
import { eligibilityOf } from './eligibilityClient';

export const checkClaimEligibility: Handler<'checkClaimEligibility'> = async (ctx) => {
  const journeys = (ctx.body as { journeys: Array<{ origin: string; destination: string }> }).journeys;
  return { results: await eligibilityOf(ctx, journeys) };
};
