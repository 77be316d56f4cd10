// 001 §2 Smartcard transfer detail.
import { requireStaff, type Handler } from '../../context';
import { findTransfer, transferView } from './transfers';

export const getSmartcardTransfer: Handler<'getSmartcardTransfer'> = async (ctx) => {
  const staff = requireStaff(ctx);
  return { result: transferView(await findTransfer(ctx.db, staff.brand, ctx.params.id)) };
};
