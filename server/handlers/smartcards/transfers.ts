// 001 §3 Smartcard transfer: the brand's transfer of an id, and its reply (price in pence).
import { and, eq } from 'drizzle-orm';
import type { SmartcardTransfer } from '../../../src/generated/types/SmartcardTransfer';
import type { Db } from '../../db/connect';
import { smartcardTransfers } from '../../db/schema';
import { notFound } from '../../errors';

export type Transfer = typeof smartcardTransfers.$inferSelect;

export async function findTransfer(db: Db, brand: string, id: string | undefined): Promise<Transfer> {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) throw notFound();
  const [row] = await db
    .select()
    .from(smartcardTransfers)
    .where(and(eq(smartcardTransfers.id, numeric), eq(smartcardTransfers.brand, brand)));
  if (!row) throw notFound();
  return row;
}

export function transferView(t: Transfer): SmartcardTransfer {
  return {
    id: t.id,
    // seeded pending | verified | rejected | cancelled; decideTransfer writes only verified | rejected (001 §4)
    status: t.status as SmartcardTransfer['status'],
    ticketNumber: t.ticketNumber,
    validFrom: t.validFrom,
    validTo: t.validTo,
    origin: t.origin,
    destination: t.destination,
    classType: t.classType,
    ticketType: { code: t.ticketTypeCode, name: t.ticketTypeName },
    collectionLocation: t.collectionLocation,
    orderNumber: t.orderNumber,
    price: t.price,
    purchasedDate: t.purchasedDate.toISOString(),
    route: t.route,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    fromCustomerId: t.fromCustomerId,
    toCustomerId: t.toCustomerId,
    decidedBy: t.decidedBy,
    decidedAt: t.decidedAt?.toISOString() ?? null,
  };
}
