// 000 §2 staff users search list, 000 §7 GET /admin/users (gate canModifyStaffAccount). Removed users are hidden.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { staffUsers } from '../../db/schema';
import { staffUserReply } from './staffUserRules';
import { likePrefix, links, paging } from '../paging';

export const listStaffUsers: Handler<'listStaffUsers'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const email = typeof ctx.query.email === 'string' ? ctx.query.email.trim().toLowerCase() : '';
  const where = and(
    eq(staffUsers.brand, staff.brand),
    eq(staffUsers.removed, false),
    email ? sql`lower(${staffUsers.email}) LIKE ${likePrefix(email)}` : undefined,
  );
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const rows = await ctx.db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      grantLevel: staffUsers.grantLevel,
      active: staffUsers.active,
      created: staffUsers.created,
      lastLogin: staffUsers.lastLogin,
      lastUpdate: staffUsers.lastUpdate,
    })
    .from(staffUsers)
    .where(where)
    .orderBy(asc(staffUsers.email))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(staffUsers).where(where);
  return {
    result: rows.map(staffUserReply),
    links: links(p, n),
  };
};
