// 001 §2 smartcard approval and child card photos (GET …/photo): the image as a data URL (schemas/entities/smartcardPhoto).
import type { SmartcardPhoto } from '../../../src/generated/types/SmartcardPhoto';
import { railcardPhotoSvg } from '../railcards/railcardPhotoSvg';

/** The reply of the photo calls: an uploaded photo as stored, or the seeded picture drawn at its size. */
export function photoReply(
  row: { id: number; photo: string | null; photoType: string; photoWidth: number; photoHeight: number },
  first: string,
  last: string,
): { result: SmartcardPhoto } {
  const src =
    row.photo ??
    `data:image/svg+xml;base64,${Buffer.from(railcardPhotoSvg(first, last, row.photoWidth, row.photoHeight, row.id)).toString('base64')}`;
  return {
    result: {
      contentType: row.photo ? row.photoType : 'image/svg+xml',
      src,
      width: row.photoWidth,
      height: row.photoHeight,
    },
  };
}
