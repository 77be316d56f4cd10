// 001 §7 GET /customers/{id}/smartcard: the smartcard page's card, its products still in validity (the expired ones are
// in products/all) and its smartcard address; 404 when the account has no card.
import { requireStaff, type Handler } from '../../context';
import { findCustomer } from '../customers/findCustomer';
import { cardProducts, requireCard, smartcardAddressOf } from './currentCard';
import { cardView } from './smartcardView';
import { todayOf } from './today';

export const getCustomerSmartcard: Handler<'getCustomerSmartcard'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await requireCard(ctx.db, customer);
  const today = todayOf(ctx);
  const products = (await cardProducts(ctx.db, card.id)).filter((p) => p.validTo === null || p.validTo >= today);
  return { result: cardView(card, customer.id, products, await smartcardAddressOf(ctx.db, customer.id)) };
};
