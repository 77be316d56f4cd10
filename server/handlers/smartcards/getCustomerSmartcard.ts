// 001 §7 GET /customers/{id}/smartcard: the smartcard page's card, its products still in validity (the expired ones are
// in products/all) and its smartcard address; 404 when the account has no card. Read in one statement, kept until the
// next change (readCustomerSmartcard.ts).
import { requireStaff, type Handler } from '../../context';
import { notFound } from '../../errors';
import { readCustomerSmartcard } from './readCustomerSmartcard';
import { todayOf } from './today';

export const getCustomerSmartcard: Handler<'getCustomerSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id)) throw notFound();
  const card = await readCustomerSmartcard(ctx.db, staff.brand, id, todayOf(ctx));
  if (!card) throw notFound();
  return { result: card };
};
