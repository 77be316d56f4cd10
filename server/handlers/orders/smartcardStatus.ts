// 000 §4 Smartcard orders: a card's status (ACTIVE unless the sandbox records another) decides whether refunds may go ahead.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { smartcardStatuses } from '../../db/schema';

export async function smartcardStatusOf(db: Db, isrn: string): Promise<string> {
  const [row] = await db.select({ status: smartcardStatuses.status }).from(smartcardStatuses).where(eq(smartcardStatuses.isrn, isrn));
  return row?.status ?? 'ACTIVE';
}
