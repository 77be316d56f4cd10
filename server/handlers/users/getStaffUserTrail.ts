// 000 §7 GET /admin/users/{id}/trail: what that user did (000 §3 Audit trail entry: created, action {action,
// apiMethod, apiEndpoint}, data), newest first, paged by the brand's paginationSize. Rows are written by the route layer.
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { auditTrail } from '../../db/schema';
import { links, paging } from '../paging';
import { findTarget } from './staffUserRules';

export const getStaffUserTrail: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const target = await findTarget(ctx);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const where = eq(auditTrail.staffUserId, target.id);
  const rows = await ctx.db
    .select()
    .from(auditTrail)
    .where(where)
    .orderBy(desc(auditTrail.created), desc(auditTrail.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(auditTrail).where(where);
  return {
    result: rows.map((row) => ({
      id: row.id,
      created: row.created,
      action: { action: row.action, apiMethod: row.apiMethod, apiEndpoint: row.apiEndpoint },
      data: row.data,
    })),
    links: links(p, n),
  };
};
