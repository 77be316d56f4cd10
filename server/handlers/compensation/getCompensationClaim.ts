// 001 §2 claim detail, §7 GET /delay-repay/compensation/{requestId} (reply compensationClaim, with the caller's toolbar).
import type { Handler } from '../../context';
import { loadClaim, toDetail } from './claimRecord';

export const getCompensationClaim: Handler<'getCompensationClaim'> = async (ctx) => ({
  compensationClaim: toDetail(ctx, await loadClaim(ctx, ctx.params.requestId!)),
});
