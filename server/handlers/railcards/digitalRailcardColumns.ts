// The digital railcard as replies show it (000 §2 linked digital railcards; 001 §7 holders' names, photos, devices).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { digitalRailcards, railcardTypes, type DigitalRailcardPhoto } from '../../db/schema';
import { notFound } from '../../errors';
import type { DigitalRailcard } from '../../../src/generated/types/DigitalRailcard';
import { railcardPhotoSvg } from './railcardPhotoSvg';

export const digitalRailcardColumns = {
  id: digitalRailcards.id,
  customerId: digitalRailcards.customerId,
  railcardCode: digitalRailcards.railcardCode,
  railcardName: railcardTypes.name,
  railcardNumber: digitalRailcards.railcardNumber,
  primaryFirstName: digitalRailcards.primaryFirstName,
  primaryLastName: digitalRailcards.primaryLastName,
  secondaryFirstName: digitalRailcards.secondaryFirstName,
  secondaryLastName: digitalRailcards.secondaryLastName,
  originalPrimaryFirstName: digitalRailcards.originalPrimaryFirstName,
  originalPrimaryLastName: digitalRailcards.originalPrimaryLastName,
  originalSecondaryFirstName: digitalRailcards.originalSecondaryFirstName,
  originalSecondaryLastName: digitalRailcards.originalSecondaryLastName,
  primaryPhoto: digitalRailcards.primaryPhoto,
  secondaryPhoto: digitalRailcards.secondaryPhoto,
  device1: digitalRailcards.device1,
  device2: digitalRailcards.device2,
  railcardState: digitalRailcards.railcardState,
  validFrom: digitalRailcards.validFrom,
  expiryDate: digitalRailcards.expiryDate,
  created: digitalRailcards.created,
};

type Row = Omit<typeof digitalRailcards.$inferSelect, 'brand'> & { railcardName: string };

/** The seeded holders have no uploaded photo: the sandbox draws one from their initials, portrait 150 × 200, small enough for a table row's detail. */
const DRAWN = { width: 150, height: 200 };

function photoOf(photo: DigitalRailcardPhoto | null, first: string, last: string, seed: number) {
  const alt = `Photo of ${first} ${last}`;
  if (photo) return { src: photo.src, width: photo.width, height: photo.height, alt, uploaded: true };
  const svg = railcardPhotoSvg(first, last, DRAWN.width, DRAWN.height, seed);
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, ...DRAWN, alt, uploaded: false };
}

/**
 * One reply row: the holders' names (with `original`, the names the card was issued with, for reset-to-original),
 * each holder's photo as `{src, width, height, uploaded}` and hasSecondaryHolder.
 */
export function digitalRailcardView(row: Row): DigitalRailcard {
  const {
    originalPrimaryFirstName,
    originalPrimaryLastName,
    originalSecondaryFirstName,
    originalSecondaryLastName,
    ...rest
  } = row;
  const id = row.id;
  const hasSecondaryHolder = row.secondaryFirstName !== null && row.secondaryLastName !== null;
  return {
    ...rest,
    // the column holds only ACTIVE and BLOCKED (001 §4, written by setDigitalRailcardState and the seed)
    railcardState: row.railcardState as DigitalRailcard['railcardState'],
    created: row.created.toISOString(),
    hasSecondaryHolder,
    original: {
      primaryFirstName: originalPrimaryFirstName ?? row.primaryFirstName,
      primaryLastName: originalPrimaryLastName ?? row.primaryLastName,
      secondaryFirstName: hasSecondaryHolder ? (originalSecondaryFirstName ?? row.secondaryFirstName) : null,
      secondaryLastName: hasSecondaryHolder ? (originalSecondaryLastName ?? row.secondaryLastName) : null,
    },
    primaryPhoto: photoOf(row.primaryPhoto, row.primaryFirstName, row.primaryLastName, id),
    secondaryPhoto: hasSecondaryHolder
      ? photoOf(row.secondaryPhoto, String(row.secondaryFirstName), String(row.secondaryLastName), id + 1)
      : null,
  };
}

/** The card as the reply shows it; 404 when it is not the customer's. */
export async function readDigitalRailcard(db: Db, customerId: number, id: number): Promise<DigitalRailcard> {
  const [row] = await db
    .select(digitalRailcardColumns)
    .from(digitalRailcards)
    .innerJoin(railcardTypes, eq(railcardTypes.code, digitalRailcards.railcardCode))
    .where(and(eq(digitalRailcards.id, id), eq(digitalRailcards.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound();
  return digitalRailcardView(row);
}
