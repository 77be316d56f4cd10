// 001 §7 PUT /customers/{id}/addresses: change one of the account's addresses (addressId); 404 for another account's.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { addresses } from '../../db/schema';
import { notFound } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { saveAddress, type AddressInput } from './saveAddress';
import { customerAddressView } from './smartcardView';
import { nowOf } from './today';

export const changeCustomerAddress: Handler<'changeCustomerAddress'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  const { addressId, ...input } = ctx.body as AddressInput & { addressId: number };
  const [own] = await ctx.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customer.id)));
  if (!own) throw notFound();
  const row = await ctx.db.transaction((tx) =>
    saveAddress(tx as unknown as Db, customer.id, input, staff.email, nowOf(ctx), addressId),
  );
  return { result: customerAddressView(row) };
};
