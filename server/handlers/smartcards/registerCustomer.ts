// 001 §7 POST /admin/customers/smartcard: register customer / issue smartcard. 001 §4 outcomes: nothing is created on
// a 400 (the console's not-created: 8000 e-mail in use, or a broken rule — the smartcard number is required, 001 §5);
// 'linked' with the card; 'created' when the card could not be linked.
// A card that cannot be linked does not undo the registration: the customer stays created and linkError says why
// (001 §8 link errors). selfRegistration only where the promotional discount flag is on (001 §5).
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { ApiError } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { emailInUseError } from './emailInUseError';
import { emailInUse } from './emailInUse';
import { linkCard } from './linkCard';
import { saveSmartcardAddress } from './saveAddress';
import { nowOf, todayOf } from './today';

export interface RegistrationBody {
  title: string;
  firstNames: string;
  surname: string;
  email: string;
  selfRegistration?: boolean;
  address: { line1: string; line2?: string; line3?: string; town: string; postCode: string };
  isrn: string;
  preferences: { correct: true; isOver16: true };
}

export function refuseSelfRegistration(
  flags: { enablePromotionalDiscount?: boolean },
  selfRegistration: boolean | undefined,
  field = 'selfRegistration',
): void {
  if (selfRegistration && flags.enablePromotionalDiscount !== true) {
    throw ApiError.of(400, '1000', 'Self-registration is not offered by this brand', [field]);
  }
}

export const registerCustomer: Handler<'registerCustomer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as RegistrationBody;
  refuseSelfRegistration(staff.profile.flags, body.selfRegistration);
  const email = body.email.trim().toLowerCase();
  const now = nowOf(ctx);
  const customer = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (await emailInUse(t, staff.brand, email)) throw emailInUseError();
    const [created] = await t
      .insert(customers)
      .values({
        brand: staff.brand,
        title: body.title,
        firstNames: body.firstNames.trim(),
        surname: body.surname.trim(),
        email,
        postcode: body.address.postCode.trim().toUpperCase(),
        preferences: { isOver16: body.preferences.isOver16, selfRegistration: body.selfRegistration ?? false },
      })
      .returning();
    await writeCustomerTrail(t, created.id, 'Customer registered', staff.email, now);
    await saveSmartcardAddress(
      t,
      created.id,
      { ...body.address, contactName: `${body.firstNames} ${body.surname}` },
      staff.email,
      now,
    );
    return created;
  });
  try {
    await ctx.db.transaction((tx) =>
      linkCard(tx as unknown as Db, customer, body.isrn, staff.email, todayOf(ctx), now),
    );
    return { result: { outcome: 'linked', customerId: customer.id } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      result: {
        outcome: 'created',
        customerId: customer.id,
        linkError: { status: error.status, message: error.errors[0].message },
      },
    };
  }
};
