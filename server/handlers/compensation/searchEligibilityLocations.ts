// Staff-side station search of the claim accordion: the eligibility service's GET /location, asked by the server with
// the service's credentials (./eligibilityClient), so the console never holds them.
import type { Handler } from '../../context';
import { eligibilityLocations } from './eligibilityClient';

export const searchEligibilityLocations: Handler<'searchEligibilityLocations'> = async (ctx) =>
  eligibilityLocations(ctx, String(ctx.query.partial));
