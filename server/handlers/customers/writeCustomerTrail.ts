// 000 §2 account changes trail (date, description, editor): every staff change to an account writes one row, inside the
// change's transaction, so the trail never shows a change that was rolled back (nor misses one that was kept).
import type { Db } from '../../db/connect';
import { customerTrail } from '../../db/schema';

export async function writeCustomerTrail(
  db: Db,
  customerId: number,
  description: string,
  editor: string,
  date = new Date(),
): Promise<void> {
  await db.insert(customerTrail).values({ customerId, description, editor, date });
}
