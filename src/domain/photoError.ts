// 001 §5 Smartcard approval photo: image only (001 §9 jpg, jpeg, png, gif), at most 2 MB, width-to-height ratio at most
// 9:10 (portrait); errors 'too large' and 'not portrait' (001 §8).

export type PhotoError = 'PHOTO_NOT_IMAGE' | 'PHOTO_TOO_LARGE' | 'PHOTO_NOT_PORTRAIT';

export interface PhotoFacts {
  /** MIME type, e.g. image/png */
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * The first broken rule, or null. `imageTypes` are config photoImageTypes, `maxBytes` photoMaxBytes (2097152),
 * `maxWidthToHeight` photoMaxWidthToHeight (0.9).
 * @example photoError({ contentType: 'image/png', bytes: 1000, width: 100, height: 100 }, ['png'], 2097152, 0.9) // 'PHOTO_NOT_PORTRAIT'
 */
export function photoError(
  photo: PhotoFacts,
  imageTypes: readonly string[],
  maxBytes: number,
  maxWidthToHeight: number,
): PhotoError | null {
  const allowed = new Set(imageTypes.map((t) => IMAGE_TYPES[t.toLowerCase()]).filter(Boolean));
  if (!allowed.has(photo.contentType.toLowerCase())) return 'PHOTO_NOT_IMAGE';
  if (photo.bytes > maxBytes) return 'PHOTO_TOO_LARGE';
  // compared as products, so 9:10 exactly passes without rounding
  if (!(photo.width > 0 && photo.height > 0) || photo.width * 10 > photo.height * maxWidthToHeight * 10)
    return 'PHOTO_NOT_PORTRAIT';
  return null;
}
