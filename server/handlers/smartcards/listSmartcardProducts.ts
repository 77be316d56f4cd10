// 001 §7 GET /smartcard/{id}/products/all: every product of the account's current card, expired and hotlisted included.
import { requireStaff, type Handler } from '../../context';
import { findCustomer } from '../customers/findCustomer';
import { cardProducts, requireCard } from './currentCard';
import { productView } from './smartcardView';

export const listSmartcardProducts: Handler = async (ctx) => {
  const staff = requireStaff(ctx);
  const card = await requireCard(ctx.db, await findCustomer(ctx.db, staff.brand, ctx.params.id));
  return { result: (await cardProducts(ctx.db, card.id)).map(productView) };
};
