// 000 §2 account changes trail (date, description, editor; paginated); 000 §7 GET /customers/{id}/trail
// is read by the console as result.trails.
import { count, desc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customerTrail } from '../../db/schema';
import { links, paging } from '../paging';
import { findCustomer } from './findCustomer';

export const getCustomerTrail: Handler<'getCustomerTrail'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const p = paging(ctx.query, staff.profile.config.paginationSize);
  const trails = await ctx.db
    .select({
      id: customerTrail.id,
      date: customerTrail.date,
      description: customerTrail.description,
      editor: customerTrail.editor,
    })
    .from(customerTrail)
    .where(eq(customerTrail.customerId, customer.id))
    .orderBy(desc(customerTrail.date), desc(customerTrail.id))
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(customerTrail)
    .where(eq(customerTrail.customerId, customer.id));
  return {
    result: { trails: trails.map((row) => ({ ...row, date: row.date.toISOString() })) },
    links: links(p, n),
  };
};
