// 001 §4 lock status of an account: the locks in force, each with who set it, when and why (GET /customers/{id}
// `locks`, and the reply of every lock call).
import { asc, eq } from 'drizzle-orm';
import type { CustomerLockKind } from '../../../src/domain/customerLockKinds';
import type { CustomerLock } from '../../../src/generated/types/CustomerLock';
import type { Db } from '../../db/connect';
import { customerLocks } from '../../db/schema';

export async function customerLocksOf(db: Db, customerId: number): Promise<CustomerLock[]> {
  const rows = await db
    .select()
    .from(customerLocks)
    .where(eq(customerLocks.customerId, customerId))
    .orderBy(asc(customerLocks.kind));
  return rows.map((r) => ({
    kind: r.kind as CustomerLockKind,
    reason: r.reason,
    editor: r.editor,
    lockedAt: r.lockedAt.toISOString(),
  }));
}
