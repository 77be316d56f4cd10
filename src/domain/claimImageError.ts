// 001 §3 claim ticket ticketImage / receiptImage: an image (001 §9 image types jpg, jpeg, png, gif) of at most the
// photo limit (2 MB). Unlike the smartcard photo (photoError) any shape: a ticket or a receipt is not a portrait.
// The console judges the chosen file with it before sending; the server judges the decoded bytes.

export type ClaimImageError = 'PHOTO_NOT_IMAGE' | 'PHOTO_TOO_LARGE';

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * The first broken rule, or null. `imageTypes` are config photoImageTypes, `maxBytes` photoMaxBytes (2097152).
 * An empty file is not an image.
 * @example claimImageError({ contentType: 'application/pdf', bytes: 1000 }, ['png'], 2097152) // 'PHOTO_NOT_IMAGE'
 */
export function claimImageError(
  image: { contentType: string; bytes: number },
  imageTypes: readonly string[],
  maxBytes: number,
): ClaimImageError | null {
  const allowed = new Set(imageTypes.map((t) => MIME_TYPES[t.toLowerCase()]).filter(Boolean));
  if (!allowed.has(image.contentType.toLowerCase()) || image.bytes <= 0) return 'PHOTO_NOT_IMAGE';
  if (image.bytes > maxBytes) return 'PHOTO_TOO_LARGE';
  return null;
}
