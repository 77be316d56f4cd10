// 000 §7 GET /customers/{id}/railcard-photo?photo=: the photo of one of the account's applications as a data URL
// (the console sends a bearer token, which an <img src> to the API could not carry).
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { railcards } from '../../db/schema';
import { notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { railcardPhotoSvg } from './railcardPhotoSvg';

export const getRailcardPhoto: Handler<'getRailcardPhoto'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const photo = String(ctx.query.photo);
  const [card] = await ctx.db
    .select()
    .from(railcards)
    .where(and(eq(railcards.customerId, customer.id), eq(railcards.photo, photo)))
    .limit(1);
  if (!card || !card.photoWidth || !card.photoHeight) throw notFound();
  const svg = railcardPhotoSvg(card.firstName, card.lastName, card.photoWidth, card.photoHeight, card.id);
  return {
    result: {
      photo,
      contentType: 'image/svg+xml',
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width: card.photoWidth,
      height: card.photoHeight,
    },
  };
};
