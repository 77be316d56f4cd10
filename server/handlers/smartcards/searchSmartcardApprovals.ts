// 001 §2 Smartcard approval list (SUPERVISOR): status and an e-mail prefix, newest first, paged.
import { and, desc, eq, ilike } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { smartcardApprovals } from '../../db/schema';
import { likePrefix, links, paging, selectPage } from '../paging';
import { approvalView } from './approvals';

export const searchSmartcardApprovals: Handler<'searchSmartcardApprovals'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const p = paging(ctx.query, Number(staff.profile.config.paginationSize));
  const where = and(
    eq(smartcardApprovals.brand, staff.brand),
    eq(smartcardApprovals.deleted, false),
    ctx.query.status ? eq(smartcardApprovals.status, String(ctx.query.status)) : undefined,
    ctx.query.email ? ilike(smartcardApprovals.email, likePrefix(String(ctx.query.email).trim())) : undefined,
  );
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(smartcardApprovals)
      .where(where)
      .orderBy(desc(smartcardApprovals.created), desc(smartcardApprovals.id)),
    { table: smartcardApprovals, where },
  );
  return { result: rows.map(approvalView), links: links(p, total) };
};
