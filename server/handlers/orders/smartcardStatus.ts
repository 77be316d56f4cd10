// 000 §4 Smartcard orders: the card's status decides whether refunds may go ahead. Read from the real card (001 §3,
// server/db/schema/smartcards.ts), so a hotlisted, replaced or removed card is seen at once; a card the sandbox does not
// know counts as ACTIVE. (smartcard_statuses only seeds the order showcase's card statuses now.)
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { smartcards } from '../../db/schema';

export async function smartcardStatusOf(db: Db, isrn: string): Promise<string> {
  const [row] = await db.select({ status: smartcards.cardStatus }).from(smartcards).where(eq(smartcards.isrn, isrn));
  return row?.status ?? 'ACTIVE';
}
