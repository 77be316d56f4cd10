// 001 §7 POST /smartcard/{id}/link (name, address, email, smartcardNumber, isSelfRegistration): link a card to the account.
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { cardProducts, smartcardAddressOf } from './currentCard';
import { linkCard } from './linkCard';
import { refuseSelfRegistration } from './registerCustomer';
import { saveSmartcardAddress, type AddressInput } from './saveAddress';
import { cardView } from './smartcardView';
import { nowOf, todayOf } from './today';

export const linkSmartcard: Handler<'linkSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const body = ctx.body as {
    name?: string;
    email?: string;
    address?: AddressInput;
    smartcardNumber: string;
    isSelfRegistration?: boolean;
  };
  refuseSelfRegistration(staff.profile.flags, body.isSelfRegistration, 'isSelfRegistration');
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  if (body.email !== undefined && body.email.trim().toLowerCase() !== customer.email.toLowerCase()) {
    throw ApiError.of(400, '1000', "email must be the account's e-mail", ['email']);
  }
  const now = nowOf(ctx);
  const card = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const linked = await linkCard(t, customer, body.smartcardNumber, staff.email, todayOf(ctx), now);
    if (body.address)
      await saveSmartcardAddress(
        t,
        customer.id,
        { ...body.address, contactName: body.name ?? body.address.contactName },
        staff.email,
        now,
      );
    return linked;
  });
  return {
    result: cardView(
      card,
      customer.id,
      await cardProducts(ctx.db, card.id),
      await smartcardAddressOf(ctx.db, customer.id),
    ),
  };
};
