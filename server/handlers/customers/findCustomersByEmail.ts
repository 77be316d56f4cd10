// 000 §7 GET /admin/customers/?email=: accounts with exactly this e-mail (e-mail display / confirmation, 000 §2), with
// 001 §3 hasSmartcard and smartcardRegistered (a pending smartcard application) for the transfer's recipient check.
import { and, asc, eq, sql } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { customers } from '../../db/schema';
import { customerListFields } from './customerFields';

export const findCustomersByEmail: Handler<'findCustomersByEmail'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const email = String(ctx.query.email).trim().toLowerCase();
  const rows = await ctx.db
    .select({
      ...customerListFields,
      hasSmartcard: sql<boolean>`${customers.smartcardNumber} IS NOT NULL`,
      smartcardRegistered: sql<boolean>`EXISTS (SELECT 1 FROM smartcard_approvals a WHERE a.customer_id = "customers"."id" AND a.status = 'pending' AND NOT a.deleted)`,
    })
    .from(customers)
    .where(and(eq(customers.brand, staff.brand), sql`lower(${customers.email}) = ${email}`))
    .orderBy(asc(customers.id))
    .limit(50);
  return { result: rows };
};
