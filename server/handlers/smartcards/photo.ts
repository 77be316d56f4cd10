// 001 §5 photo rules on an uploaded image (data URL): the type and size are read from the decoded bytes, not from
// what the browser claimed, then judged by src/domain/photoError. The sandbox stores the data URL as sent.
import { photoError, type PhotoError } from '../../../src/domain/photoError';
import type { BrandProfile } from '../../brands';
import { requireStaff, type CallContext } from '../../context';
import type { Db } from '../../db/connect';
import { ApiError } from '../../errors';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { notPending } from './notPending';
import { nowOf } from './today';

// the sticket photo change (server/handlers/flexi) shows its photo with the same reply
export { photoReply } from './photoReply';

const MESSAGES: Record<PhotoError, string> = {
  PHOTO_NOT_IMAGE: 'not an image: jpg, jpeg, png or gif only',
  PHOTO_TOO_LARGE: 'too large',
  PHOTO_NOT_PORTRAIT: 'not portrait',
};

/** Width and height of a PNG, GIF or JPEG, with its MIME type; null for anything else. */
export function imageFacts(bytes: Buffer): { contentType: string; width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') {
    return { contentType: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // walk the JPEG segments to the first start-of-frame marker (C0–CF except C4 DHT, C8 JPG, CC DAC)
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { contentType: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
  }
  return null;
}

export interface CheckedPhoto {
  dataUrl: string;
  contentType: string;
  width: number;
  height: number;
}

/** The decoded photo, or 400 naming `photo` with 'too large' / 'not portrait' / not an image. */
export function checkPhoto(dataUrl: string, profile: BrandProfile): CheckedPhoto {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  const facts = imageFacts(bytes);
  const config = profile.config;
  const error = facts
    ? photoError(
        { ...facts, bytes: bytes.length },
        config.photoImageTypes as string[],
        Number(config.photoMaxBytes),
        Number(config.photoMaxWidthToHeight),
      )
    : 'PHOTO_NOT_IMAGE';
  if (error) throw ApiError.of(400, error, MESSAGES[error], ['photo']);
  return { dataUrl: `data:${facts!.contentType};base64,${base64}`, ...facts! };
}

/**
 * Replaces the photo of a pending record (approval, child card): checks the upload, runs `update` (a conditional UPDATE
 * that returns nothing once the record is decided → 409) and writes the account's trail in one transaction.
 */
export async function replacePendingPhoto<Row>(
  ctx: CallContext,
  record: { customerId: number; status: string },
  what: string,
  update: (t: Db, photo: CheckedPhoto) => Promise<Row | undefined>,
): Promise<Row> {
  const staff = requireStaff(ctx);
  const photo = checkPhoto(String(ctx.body.photo), staff.profile);
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const changed = await update(t, photo);
    if (!changed) throw notPending(what, record.status);
    await writeCustomerTrail(
      t,
      record.customerId,
      `${what.charAt(0).toUpperCase()}${what.slice(1)} photo replaced`,
      staff.email,
      nowOf(ctx),
    );
    return changed;
  });
}
