// 001 §2 Delay-repay claim detail, §7 GET /delay-repay/claims/{id} (id without the four-letter display prefix).
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { delayRepayClaims } from '../../db/schema';
import { notFound } from '../../errors';
import { stationNames, toClaimDetail } from './claimRecord';

export const getDelayRepayClaim: Handler<'getDelayRepayClaim'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const [row] = await ctx.db
    .select()
    .from(delayRepayClaims)
    .where(and(eq(delayRepayClaims.id, Number(ctx.params.id)), eq(delayRepayClaims.brand, staff.brand)))
    .limit(1);
  if (!row) throw notFound();
  return { result: toClaimDetail(row, await stationNames(ctx.db, [row])) };
};
