// 000 §7 GET /admin/users/{id}/trail: what that user did (000 §3 Audit trail entry: created, action {action,
// apiMethod, apiEndpoint}, data), newest first, paged by the brand's paginationSize. Rows are written by the route layer.
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { auditTrail } from '../../db/schema';
import type { AuditTrailEntry } from '../../../src/generated/types/AuditTrailEntry';
import { links, paging } from '../paging';
import { findTarget } from './staffUserRules';

type ApiMethod = AuditTrailEntry['action']['apiMethod'];

export const getStaffUserTrail: Handler<'getStaffUserTrail'> = async (ctx) => {
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
      created: row.created.toISOString(),
      // the route layer writes the declared call's method (server/audit.ts)
      action: { action: row.action, apiMethod: row.apiMethod as ApiMethod, apiEndpoint: row.apiEndpoint },
      // the masked body of a declared call: an object, or null for a call without one (server/audit.ts)
      data: row.data as AuditTrailEntry['data'],
    })),
    links: links(p, n),
  };
};
