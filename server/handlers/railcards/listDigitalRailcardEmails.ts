// 000 §2 DRC e-mails of the account (with resend), newest first; the spec shows no path (docs/decisions/0107-application-railcard-account.md).
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { digitalRailcardEmails } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { links, paging } from '../paging';
import { digitalRailcardEmailColumns, digitalRailcardEmailRecord } from './digitalRailcardEmailRecord';

export const listDigitalRailcardEmails: Handler<'listDigitalRailcardEmails'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const where = eq(digitalRailcardEmails.customerId, customer.id);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const rows = await ctx.db
    .select(digitalRailcardEmailColumns)
    .from(digitalRailcardEmails)
    .where(where)
    .orderBy(desc(digitalRailcardEmails.dateSent), desc(digitalRailcardEmails.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db.select({ n: count() }).from(digitalRailcardEmails).where(where);
  return { result: rows.map(digitalRailcardEmailRecord), links: links(p, n) };
};
