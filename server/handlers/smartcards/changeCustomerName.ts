// 001 §7 PUT /customers/{id} (title, firstNames, surname, email); 001 §5 Change account details: the e-mail update
// needs canModifyCustomerEmail (001 §6) and a retyped match (case-insensitive), and is stored lower-cased.
import { eq } from 'drizzle-orm';
import { checkGate } from '../../../src/domain/checkGate';
import { emailsMatch, normaliseCustomerEmail } from '../../../src/domain/emailsMatch';
import type { Customer } from '../../../src/generated/types/Customer';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { ApiError, forbidden } from '../../errors';
import { isMarketingUpdate, updateCustomerMarketing } from '../accounts/updateCustomerMarketing';
import { customerListFields } from '../customers/customerFields';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { emailInUse } from './emailInUse';
import { emailInUseError } from './emailInUseError';
import { SmartcardCodes } from './smartcardErrors';
import { nowOf } from './today';

interface NameBody {
  title: string;
  firstNames: string;
  surname: string;
  email?: string;
  confirmEmail?: string;
}

export const changeCustomerName: Handler<'changeCustomerName'> = async (ctx) => {
  // the call's other form (emailMarketing, smsMarketing, brandUpdate) is the account controls' (issue 15)
  if (isMarketingUpdate(ctx.body)) return updateCustomerMarketing(ctx);
  const staff = requireStaff(ctx);
  if (!checkGate({ permission: 'canModifyCustomerName' }, staff.gateContext)) throw forbidden();
  const body = ctx.body as NameBody;
  const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
  let email: string | undefined;
  if (body.email !== undefined) {
    if (!checkGate({ permission: 'canModifyCustomerEmail' }, staff.gateContext)) throw forbidden();
    if (!emailsMatch(body.email, body.confirmEmail ?? '')) {
      throw ApiError.of(400, SmartcardCodes.EMAILS_DIFFERENT, 'The e-mails are different', ['confirmEmail']);
    }
    email = normaliseCustomerEmail(body.email);
  }
  const now = nowOf(ctx);
  const [row] = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (email !== undefined && email !== customer.email.toLowerCase()) {
      if (await emailInUse(t, staff.brand, email, customer.id)) throw emailInUseError();
    }
    const changed = await t
      .update(customers)
      .set({
        title: body.title,
        firstNames: body.firstNames.trim(),
        surname: body.surname.trim(),
        ...(email !== undefined ? { email } : {}),
      })
      .where(eq(customers.id, customer.id))
      .returning(customerListFields);
    // each row says what changed: an e-mail-only change is not a name change (a save changing nothing is still
    // recorded, as the name form was submitted)
    const emailChanged = email !== undefined && email !== customer.email;
    const nameChanged =
      body.title !== customer.title ||
      body.firstNames.trim() !== customer.firstNames ||
      body.surname.trim() !== customer.surname;
    if (nameChanged || !emailChanged)
      await writeCustomerTrail(t, customer.id, 'Customer name successfully updated', staff.email, now);
    if (emailChanged) await writeCustomerTrail(t, customer.id, `Customer e-mail changed to ${email}`, staff.email, now);
    return changed;
  });
  // the title is written only from the name forms' Title options (001 §3 reference list), as the seeds do
  return { result: { ...row, title: row.title as Customer['title'] } };
};
