// 000 §7 GET /customers/{id}: account details and addresses (000 §3 Customer), and the locks in force (001 §4), as the
// declared entity Customer.
import { asc, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { addresses } from '../../db/schema';
import { marketingPreferencesFor } from '../../../src/domain/marketingPreferencesFor';
import { customerIsOver16 } from '../accounts/customerIsOver16';
import { customerLocksOf } from '../accounts/customerLocksOf';
import { customerDeactivationRequests } from '../accounts/deactivationRequests';
import { findCustomer } from './findCustomer';
import type { Customer } from '../../../src/generated/types/Customer';

export const getCustomer: Handler<'getCustomer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customer.id))
    .orderBy(asc(addresses.id));
  const isOver16 = customerIsOver16(ctx, customer);
  // the declared entity (schemas/entities/customer.schema.json), not the row: the brand column stays inside
  const { brand: _brand, preferences: _stored, ...declared } = customer;
  return {
    result: {
      ...declared,
      // the column holds only the declared titles (the account form's choices)
      title: declared.title as Customer['title'],
      // 001 §3: every preference key, with the under-16 rule; isOver16 as the account's fact
      isOver16,
      preferences: marketingPreferencesFor(customer.preferences as Record<string, unknown>, isOver16),
      addresses: rows.map(({ customerId: _customerId, ...address }) => address),
      locks: await customerLocksOf(ctx.db, customer.id),
      // 001 §3 deactivationRequests (id, state): one PENDING means the account has a pending deletion request
      deactivationRequests: await customerDeactivationRequests(ctx.db, customer.id),
    },
  };
};
