// 001 §7 POST /delay-repay/compensation/incremental-payment (canAddPayment: approved or complete), money in pence.
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { compensationClaims } from '../../db/schema';
import { fieldError, limitsOf, loadClaim, requireAction, toDetail } from './claimRecord';

export const addIncrementalPayment: Handler<'addIncrementalPayment'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { requestId, incrementalPayment } = ctx.body as { requestId: string; incrementalPayment: number };
  const row = await loadClaim(ctx, requestId, true);
  requireAction(ctx, row, 'addPayment');
  if (incrementalPayment > limitsOf(ctx).whitelistMaxAmount) {
    throw fieldError(ctx, 'amountTooHigh', 'incrementalPayment');
  }
  const [updated] = await ctx.db
    .update(compensationClaims)
    .set({
      compensationAmount: (row.compensationAmount ?? 0) + incrementalPayment,
      payments: [
        ...row.payments,
        { amount: incrementalPayment, at: ctx.settings.clock().toISOString(), by: staff.email },
      ],
    })
    .where(eq(compensationClaims.id, row.id))
    .returning();
  return { compensationClaim: toDetail(ctx, updated!) };
};
