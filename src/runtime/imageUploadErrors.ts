// The checks an image upload makes before anything is sent (001 §5 smartcard approval photo: image only, at most
// 2 MB, width-to-height at most 9:10). The limits come from the brand profile (photoImageTypes, photoMaxBytes,
// photoMaxWidthToHeight); the texts are i18n keys with their values.

export interface ImageLimits {
  /** File extensions allowed (jpg, png …), lower case. */
  types: string[];
  maxBytes: number;
  /** Largest width / height (0.9 = portrait 9:10); undefined: any shape. */
  maxWidthToHeight?: number;
}

export interface ImageError {
  key: string;
  values?: Record<string, unknown>;
}

const MIME_EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

function extensionsOf(file: { name: string; type: string }): string[] {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return [...(MIME_EXTENSIONS[file.type] ?? []), ...(fromName ? [fromName] : [])];
}

/** '2 MB' for 2097152. */
export function formatBytes(bytes: number): string {
  return bytes >= 1048576 ? `${Math.round((bytes / 1048576) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Type and size need only the file; the ratio needs its pixel size (`size`), checked once the image is read.
 * @example imageUploadErrors({ name: 'a.png', type: 'image/png', size: 10 }, { width: 900, height: 1000 }, { types: ['png'], maxBytes: 2e6, maxWidthToHeight: 0.9 }) // []
 */
export function imageUploadErrors(
  file: { name: string; type: string; size: number },
  size: { width: number; height: number } | undefined,
  limits: ImageLimits,
): ImageError[] {
  const errors: ImageError[] = [];
  const types = limits.types.map((x) => x.toLowerCase());
  // both the declared type and the name must be an allowed image: a .png named text file is not an image
  const known = extensionsOf(file);
  if (!file.type.startsWith('image/') || !known.some((x) => types.includes(x))) {
    errors.push({ key: 'RUNTIME_IMAGE_TYPE', values: { types: types.join(', ') } });
  }
  if (file.size > limits.maxBytes)
    errors.push({ key: 'RUNTIME_IMAGE_TOO_LARGE', values: { max: formatBytes(limits.maxBytes) } });
  if (
    size &&
    limits.maxWidthToHeight !== undefined &&
    size.height > 0 &&
    size.width / size.height > limits.maxWidthToHeight + 1e-9
  ) {
    errors.push({ key: 'RUNTIME_IMAGE_NOT_PORTRAIT', values: { ratio: limits.maxWidthToHeight } });
  }
  return errors;
}
