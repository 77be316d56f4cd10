// One season-ticket photo request with its photo (seeded pictures drawn at their size). Path hidden by the spec.
import { requireStaff, type Handler } from '../../context';
import { photoReply } from '../smartcards/photo';
import { findPhotoRequest, photoRequestView } from './sticketPhotos';

export const getSticketPhotoChange: Handler<'getSticketPhotoChange'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const row = await findPhotoRequest(ctx.db, staff.brand, Number(ctx.params.requestId));
  const photo = photoReply(
    { id: row.id, photo: null, photoType: 'image/svg+xml', photoWidth: row.photoWidth, photoHeight: row.photoHeight },
    row.firstName,
    row.lastName,
  ).result;
  return { result: { ...photoRequestView(row), photo } };
};
