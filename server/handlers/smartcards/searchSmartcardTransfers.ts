// 001 §2 Smartcard transfers list: status, e-mail prefix, ticket and order number (exact), newest first, paged.
import { and, desc, eq, ilike } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { smartcardTransfers } from '../../db/schema';
import { likePrefix, links, paging, selectPage } from '../paging';
import { transferView } from './transfers';

export const searchSmartcardTransfers: Handler<'searchSmartcardTransfers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as { status?: string; email?: string; ticketNumber?: string; orderNumber?: string };
  const p = paging(ctx.query, Number(staff.profile.config.paginationSize));
  const where = and(
    eq(smartcardTransfers.brand, staff.brand),
    q.status ? eq(smartcardTransfers.status, q.status) : undefined,
    q.email ? ilike(smartcardTransfers.email, likePrefix(q.email.trim())) : undefined,
    q.ticketNumber ? eq(smartcardTransfers.ticketNumber, q.ticketNumber.trim()) : undefined,
    q.orderNumber ? eq(smartcardTransfers.orderNumber, q.orderNumber.trim()) : undefined,
  );
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(smartcardTransfers)
      .where(where)
      .orderBy(desc(smartcardTransfers.created), desc(smartcardTransfers.id)),
    { table: smartcardTransfers, where },
  );
  return { result: rows.map(transferView), links: links(p, total) };
};
