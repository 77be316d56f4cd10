// A railcard of an account of the caller's brand, or 404 (another account's or brand's railcard does not exist here).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { railcards } from '../../db/schema';
import { notFound } from '../../errors';

export async function findCustomerRailcard(db: Db, customerId: number, railcardId: string | undefined) {
  const id = Number(railcardId);
  if (!Number.isSafeInteger(id)) throw notFound();
  const [row] = await db
    .select()
    .from(railcards)
    .where(and(eq(railcards.id, id), eq(railcards.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
