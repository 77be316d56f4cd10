// 001 §7 GET /smartcard/{id}/child/photo: the child card's photo as a data URL (the console's bearer token cannot
// ride on an <img src>).
import { requireStaff, type Handler } from '../../context';
import { findChildCard } from './childCards';
import { photoReply } from './photoReply';

export const getChildCardPhoto: Handler<'getChildCardPhoto'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const child = await findChildCard(ctx.db, staff.brand, ctx.params.id);
  return photoReply(child, child.firstNames, child.surname);
};
