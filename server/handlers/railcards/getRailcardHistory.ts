// 000 §7 GET /admin/customers/{id}/railcard-history; 000 §9 railcard history 10 per page (railcardHistoryPageSize).
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { railcardHistory } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging } from '../paging';
import type { RailcardAction } from './railcardHistoryEntry';

export const getRailcardHistory: Handler<'getRailcardHistory'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const filters: SQL[] = [eq(railcardHistory.customerId, customer.id)];
  if (typeof ctx.query.railcardId === 'number') filters.push(eq(railcardHistory.railcardId, ctx.query.railcardId));
  const where = and(...filters);
  const p = paging(ctx.query, Number(staff.profile.config.railcardHistoryPageSize));
  const rows = await ctx.db
    .select({
      id: railcardHistory.id,
      railcardId: railcardHistory.railcardId,
      railcardCode: railcardHistory.railcardCode,
      railcardNumber: railcardHistory.railcardNumber,
      action: railcardHistory.action,
      editor: railcardHistory.editor,
      actionDate: railcardHistory.actionDate,
    })
    .from(railcardHistory)
    .where(where)
    .orderBy(desc(railcardHistory.actionDate), desc(railcardHistory.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(railcardHistory).where(where);
  return {
    result: rows.map((row) => ({
      ...row,
      // the column holds only the actions written by writeRailcardHistory and the seed
      action: row.action as RailcardAction,
      actionDate: row.actionDate.toISOString(),
    })),
    links: links(p, n),
  };
};
