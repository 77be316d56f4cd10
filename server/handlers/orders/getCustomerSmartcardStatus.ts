// 000 §7 "smartcard status by customer" (path ours): the status of the account's smartcard, 404 without one.
import { requireStaff, type Handler } from '../../context';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { smartcardStatusOf } from './smartcardStatus';

export const getCustomerSmartcardStatus: Handler<'getCustomerSmartcardStatus'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  if (!customer.smartcardNumber) throw notFound();
  return {
    result: { isrn: customer.smartcardNumber, status: await smartcardStatusOf(ctx.db, customer.smartcardNumber) },
  };
};
