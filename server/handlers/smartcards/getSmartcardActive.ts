// 001 §7 GET /smartcard/{id}/active: whether the account's current card is ACTIVE.
import { requireStaff, type Handler } from '../../context';
import { findCustomer } from '../customers/findCustomer';
import { requireCard } from './currentCard';

export const getSmartcardActive: Handler<'getSmartcardActive'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const card = await requireCard(ctx.db, await findCustomer(ctx.db, staff.brand, ctx.params.id));
  return { result: { active: card.cardStatus === 'ACTIVE', cardStatus: card.cardStatus } };
};
