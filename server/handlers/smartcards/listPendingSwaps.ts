// 001 §7 GET /admin/swap-pending/: the brand's pending smartcard swaps, oldest first (a queue to work through).
import { and, asc, eq } from 'drizzle-orm';
import type { SmartcardSwap } from '../../../src/generated/types/SmartcardSwap';
import { requireStaff, type Handler } from '../../context';
import { smartcardSwaps } from '../../db/schema';
import { links, paging, selectPage } from '../paging';

export function swapView(s: typeof smartcardSwaps.$inferSelect): SmartcardSwap {
  return {
    id: s.id,
    customerId: s.customerId,
    oldIsrn: s.oldIsrn,
    newIsrn: s.newIsrn,
    reason: s.reason,
    // seeded pending | verified | rejected; setSwapStatus writes only the decision form's verified | rejected
    status: s.status as SmartcardSwap['status'],
    created: s.created.toISOString(),
    decidedBy: s.decidedBy,
    decidedAt: s.decidedAt?.toISOString() ?? null,
  };
}

export const listPendingSwaps: Handler<'listPendingSwaps'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const p = paging(ctx.query, Number(staff.profile.config.paginationSize));
  const where = and(eq(smartcardSwaps.brand, staff.brand), eq(smartcardSwaps.status, 'pending'));
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db.select().from(smartcardSwaps).where(where).orderBy(asc(smartcardSwaps.created), asc(smartcardSwaps.id)),
    { table: smartcardSwaps, where },
  );
  return { result: rows.map(swapView), links: links(p, total) };
};
