// 001 §7 GET /smartcard/child-pending: the brand's pending child card applications, oldest first.
import { and, asc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { childCards } from '../../db/schema';
import { links, paging, selectPage } from '../paging';
import { childCardView } from './childCards';

export const listPendingChildCards: Handler<'listPendingChildCards'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const p = paging(ctx.query, Number(staff.profile.config.paginationSize));
  const where = and(eq(childCards.brand, staff.brand), eq(childCards.status, 'pending'));
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db.select().from(childCards).where(where).orderBy(asc(childCards.created), asc(childCards.id)),
    { table: childCards, where },
  );
  return { result: rows.map(childCardView), links: links(p, total) };
};
