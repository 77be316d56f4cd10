// 001 §7 POST /customers/{id}/addresses: add an address (001 §5 smartcard address rules, in the declared schema).
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { saveAddress, type AddressInput } from './saveAddress';
import { customerAddressView } from './smartcardView';
import { nowOf } from './today';

export const addCustomerAddress: Handler<'addCustomerAddress'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  const row = await ctx.db.transaction((tx) =>
    saveAddress(tx as unknown as Db, customer.id, ctx.body as AddressInput, staff.email, nowOf(ctx)),
  );
  return { result: customerAddressView(row) };
};
