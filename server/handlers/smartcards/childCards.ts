// Child card applications (001 §4 child-card approval, §7 child calls): the brand's child card of an id, and its reply.
import { and, eq } from 'drizzle-orm';
import type { ChildCard as ChildCardReply } from '../../../src/generated/types/ChildCard';
import type { Db } from '../../db/connect';
import { childCards } from '../../db/schema';
import { notFound } from '../../errors';

export type ChildCard = typeof childCards.$inferSelect;

export async function findChildCard(db: Db, brand: string, id: string | undefined): Promise<ChildCard> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound();
  const [row] = await db
    .select()
    .from(childCards)
    .where(and(eq(childCards.id, numeric), eq(childCards.brand, brand)));
  if (!row) throw notFound();
  return row;
}

export function childCardView(c: ChildCard): ChildCardReply {
  return {
    id: c.id,
    customerId: c.customerId,
    firstNames: c.firstNames,
    surname: c.surname,
    dateOfBirth: c.dateOfBirth,
    // seeded pending | verified | rejected; setChildCardStatus writes only the decision form's verified | rejected
    status: c.status as ChildCardReply['status'],
    reason: c.reason,
    created: c.created.toISOString(),
    decidedBy: c.decidedBy,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    photo: { contentType: c.photo ? c.photoType : 'image/svg+xml', width: c.photoWidth, height: c.photoHeight },
  };
}
