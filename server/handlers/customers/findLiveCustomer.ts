// A customer of the caller's brand that may still be changed (its own file: the OpenAPI generator reads a call's
// refusals from the modules it imports, and only the calls that change an account can answer this 409).
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { findCustomer } from './findCustomer';

/**
 * The customer, for a change: a deleted account (an approved deletion request) is not changed any more — 409
 * CUSTOMER_DELETED, said as such rather than as another refusal (issue 22: 'a deletion request is pending already').
 */
export async function findLiveCustomer(db: Db, brand: string, id: string | undefined) {
  const customer = await findCustomer(db, brand, id);
  if (customer.deleted) throw ApiError.of(409, 'CUSTOMER_DELETED', 'The account is deleted: it cannot be changed', []);
  return customer;
}
