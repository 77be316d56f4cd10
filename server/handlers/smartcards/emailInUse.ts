// 001 §8 Registration: code 8000, the e-mail is already in use by another account of the brand (compared lower-cased).
// Callers hold a transaction-scoped advisory lock on the e-mail first, so two registrations cannot both pass the check.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';

export async function emailInUse(t: Db, brand: string, email: string, exceptCustomerId?: number): Promise<boolean> {
  await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-email:${brand}:${email}`}))`);
  const [row] = await t
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.brand, brand),
        sql`lower(${customers.email}) = ${email}`,
        exceptCustomerId === undefined ? undefined : ne(customers.id, exceptCustomerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
