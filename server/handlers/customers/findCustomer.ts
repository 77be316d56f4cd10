// A customer of the caller's brand, or 404 (another brand's customer does not exist for this caller).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { notFound } from '../../errors';

export async function findCustomer(db: Db, brand: string, id: string | undefined) {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound();
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, numeric), eq(customers.brand, brand)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
