// A customer of the caller's brand, or 404 (another brand's customer does not exist for this caller).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { ApiError, notFound } from '../../errors';

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

/**
 * The customer, for a change: a deleted account (an approved deletion request) is not changed any more — 409
 * CUSTOMER_DELETED, said as such rather than as another refusal (issue 22: 'a deletion request is pending already').
 */
export async function findLiveCustomer(db: Db, brand: string, id: string | undefined) {
  const customer = await findCustomer(db, brand, id);
  if (customer.deleted) throw ApiError.of(409, 'CUSTOMER_DELETED', 'The account is deleted: it cannot be changed', []);
  return customer;
}
