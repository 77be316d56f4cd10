// 001 §7 POST /digital-railcards/admin/{customerId}/railcard/{id}/image (multipart primaryPhoto or secondaryPhoto):
// a holder's photo replaced under the 001 §5 photo rules (image only, 2 MB, portrait 9:10; 'too large', 'not portrait').
import { requireStaff, type Handler } from '../../context';
import { ApiError, Codes } from '../../errors';
import { checkPhoto } from '../smartcards/photo';
import { changeDigitalRailcard } from './changeDigitalRailcard';

export const replaceDigitalRailcardPhoto: Handler<'replaceDigitalRailcardPhoto'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const field = 'secondaryPhoto' in ctx.body ? 'secondaryPhoto' : 'primaryPhoto';
  let photo: ReturnType<typeof checkPhoto>;
  try {
    photo = checkPhoto(String(ctx.body[field]), staff.profile);
  } catch (error) {
    // the photo rules name `photo`; here the field is the holder's
    if (error instanceof ApiError)
      throw new ApiError(
        error.status,
        error.errors.map((e) => ({ ...e, fields: [field] })),
      );
    throw error;
  }
  const primary = field === 'primaryPhoto';
  return changeDigitalRailcard(ctx, (card) => {
    if (!primary && card.secondaryFirstName === null) {
      throw ApiError.of(400, Codes.VALIDATION, 'The railcard has no secondary holder', [field]);
    }
    const stored = { src: photo.dataUrl, contentType: photo.contentType, width: photo.width, height: photo.height };
    return {
      set: primary ? { primaryPhoto: stored } : { secondaryPhoto: stored },
      description: `${primary ? 'Primary' : 'Secondary'} holder's photo replaced`,
    };
  });
};
