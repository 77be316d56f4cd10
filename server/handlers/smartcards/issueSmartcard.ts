// 001 §7 PUT /admin/customers/{id}/smartcard: issue a smartcard to an existing account with the registration fields
// (001 §5; the e-mail is disabled on update, so it must be the account's). 001 §7 lists this call's body as "name
// fields, address, preferences, e-mail" and the card number under POST /smartcard/{id}/link, which the console calls
// next (docs/decisions/2575): without isrn the details are saved (outcome updated). With isrn names, smartcard address
// and the card change together or not at all; link errors are 001 §8's (400, 403, 404 with a message).
import { eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { ApiError } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { linkCard } from './linkCard';
import { refuseSelfRegistration, type RegistrationBody } from './registerCustomer';
import { saveSmartcardAddress } from './saveAddress';
import { nowOf, todayOf } from './today';

export const issueSmartcard: Handler<'issueSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as Omit<RegistrationBody, 'isrn'> & { isrn?: string };
  refuseSelfRegistration(staff.profile.flags, body.selfRegistration);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  if (body.email.trim().toLowerCase() !== customer.email.toLowerCase()) {
    throw ApiError.of(400, '1000', 'The e-mail cannot be changed when issuing a smartcard', ['email']);
  }
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [updated] = await t
      .update(customers)
      .set({
        title: body.title,
        firstNames: body.firstNames.trim(),
        surname: body.surname.trim(),
        postcode: body.address.postCode.trim().toUpperCase(),
      })
      .where(eq(customers.id, customer.id))
      .returning();
    await writeCustomerTrail(t, customer.id, 'Customer name successfully updated', staff.email, now);
    await saveSmartcardAddress(
      t,
      customer.id,
      { ...body.address, contactName: `${body.firstNames} ${body.surname}` },
      staff.email,
      now,
    );
    if (body.isrn !== undefined) await linkCard(t, updated, body.isrn, staff.email, todayOf(ctx), now);
  });
  return { result: { outcome: body.isrn === undefined ? 'updated' : 'linked', customerId: customer.id } };
};
