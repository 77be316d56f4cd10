// The uploaded images a claim's tickets name (001 §3 ticketImageId / receiptImageId): checked and linked to the claim
// in the add's or amend's transaction, and the reply shape of one image.
import { and, eq, inArray } from 'drizzle-orm';
import { claimImageRefs } from '../../../src/domain/claimImageRefs';
import type { ClaimDraft } from '../../../src/domain/compensationClaimErrors';
import type { CompensationImage } from '../../../src/generated/types/CompensationImage';
import type { Db } from '../../db/connect';
import { compensationImages } from '../../db/schema';
import { ApiError, Codes } from '../../errors';

type ImageRow = typeof compensationImages.$inferSelect;

/** An image as the calls answer it; `src` (the data URL, up to 2 MB) only when asked for the one image. */
export function imageReply(row: ImageRow, withSource: boolean): CompensationImage {
  return {
    id: row.id,
    // the upload call writes the kind its body allowed (an enum there) and the type read from the bytes (imageFacts)
    kind: row.kind as CompensationImage['kind'],
    contentType: row.contentType as CompensationImage['contentType'],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    uploaded: row.uploaded.toISOString(),
    uploadedBy: row.uploadedBy,
    requestId: row.requestId,
    ...(withSource ? { src: row.data } : {}),
  };
}

/**
 * 400 naming the path of every image id that is not an upload of the brand, is of the other kind (a receipt named as
 * the ticket image), or belongs to another claim; then links the named images to `requestId`. Rows are locked, so two
 * claims saved at once cannot both take one image.
 */
export async function linkClaimImages(db: Db, brand: string, requestId: string, draft: ClaimDraft): Promise<void> {
  const refs = claimImageRefs(draft);
  if (!refs.length) return;
  const ids = [...new Set(refs.map((r) => r.id))];
  const rows = await db
    .select({ id: compensationImages.id, kind: compensationImages.kind, requestId: compensationImages.requestId })
    .from(compensationImages)
    .where(and(inArray(compensationImages.id, ids), eq(compensationImages.brand, brand)))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors = refs.flatMap(({ path, id, kind }) => {
    const row = byId.get(id);
    const message = !row
      ? 'No uploaded image has this id'
      : row.kind !== kind
        ? `The image was uploaded as a ${row.kind} image`
        : row.requestId !== null && row.requestId !== requestId
          ? 'The image belongs to another claim'
          : undefined;
    return message ? [{ code: Codes.VALIDATION, message, fields: [path] }] : [];
  });
  if (errors.length) throw new ApiError(400, errors);
  await db.update(compensationImages).set({ requestId }).where(inArray(compensationImages.id, ids));
}
