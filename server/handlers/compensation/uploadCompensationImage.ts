// 001 §3 claim ticket ticketImage / receiptImage: POST /delay-repay/compensation/images (multipart `image` + `kind`,
// or JSON with the image as a data URL, like the digital railcard photo). The type and size are read from the decoded
// bytes, not from what the browser claimed, and judged by src/domain/claimImageError (the console's own check); the
// image is kept unlinked until an add or amend names it (claimImages.ts). 201 { result: { id, kind, … } }.
import { claimImageError, type ClaimImageError } from '../../../src/domain/claimImageError';
import { requireStaff, type Handler } from '../../context';
import { compensationImages } from '../../db/schema';
import { ApiError } from '../../errors';
import { imageFacts } from '../smartcards/photo';
import { imageReply } from './claimImages';

const MESSAGES: Record<ClaimImageError, string> = {
  PHOTO_NOT_IMAGE: 'not an image: jpg, jpeg, png or gif only',
  PHOTO_TOO_LARGE: 'too large',
};

export const uploadCompensationImage: Handler<'uploadCompensationImage'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const dataUrl = String(ctx.body.image);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  const facts = imageFacts(bytes);
  const config = staff.profile.config;
  const error = claimImageError(
    { contentType: facts?.contentType ?? 'application/octet-stream', bytes: bytes.length },
    config.photoImageTypes as string[],
    Number(config.photoMaxBytes),
  );
  if (error || !facts) {
    const code = error ?? 'PHOTO_NOT_IMAGE';
    throw ApiError.of(400, code, MESSAGES[code], ['image']);
  }
  const [row] = await ctx.db
    .insert(compensationImages)
    .values({
      brand: staff.brand,
      kind: String(ctx.body.kind),
      contentType: facts.contentType,
      width: facts.width,
      height: facts.height,
      bytes: bytes.length,
      data: `data:${facts.contentType};base64,${base64}`,
      uploadedBy: staff.email,
      uploaded: ctx.settings.clock(),
    })
    .returning();
  return { result: imageReply(row!, false) };
};
