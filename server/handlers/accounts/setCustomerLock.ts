// 001 §4 Account lock and unlock, refund restriction and enabling, delivery lock and unlock, each with a reason
// (§5 ≤ 300, the schema's); §7 POST /v2/customers/{id}/{account|refund|delivery}/{lock|unlock}. One handler per
// call, made here: the change is a single conditional statement (insert unless in force, delete if in force), so of
// two staff acting at once exactly one wins and the other is told it is already done. The account lock also sets
// the customer's isLocked (they cannot sign in); the trail row is written in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { CustomerLockKind } from '../../../src/domain/customerLockKinds';
import { requireStaff, type Handler } from '../../context';
import { customerLocks, customers } from '../../db/schema';
import { ApiError } from '../../errors';
import { findLiveCustomer } from '../customers/findLiveCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { nowOf } from '../smartcards/today';
import { customerLocksOf } from './customerLocksOf';
import { LOCK_WORDS, lockTrailText } from './lockTrailText';

export const AccountCodes = {
  ALREADY_LOCKED: 'CUSTOMER_ALREADY_LOCKED',
  NOT_LOCKED: 'CUSTOMER_NOT_LOCKED',
} as const;

/** The six lock and unlock calls, each answering the locks in force. */
type LockCall =
  | 'lockCustomerAccount'
  | 'unlockCustomerAccount'
  | 'lockCustomerRefunds'
  | 'unlockCustomerRefunds'
  | 'lockCustomerDelivery'
  | 'unlockCustomerDelivery';

export function setCustomerLock<Id extends LockCall>(kind: CustomerLockKind, locked: boolean): Handler<Id> {
  const handler: Handler<LockCall> = async (ctx) => {
    const staff = requireStaff(ctx);
    const customer = await findLiveCustomer(ctx.db, staff.brand, ctx.params.id);
    const reason = (ctx.body as { reason: string }).reason.trim();
    const now = nowOf(ctx);
    const text = LOCK_WORDS[kind];
    if (locked) {
      const inserted = await ctx.db
        .insert(customerLocks)
        .values({ customerId: customer.id, kind, reason, editor: staff.email, lockedAt: now })
        .onConflictDoNothing()
        .returning({ kind: customerLocks.kind });
      if (inserted.length === 0)
        throw ApiError.of(409, AccountCodes.ALREADY_LOCKED, `${text.what} is locked already`, ['reason']);
    } else {
      const deleted = await ctx.db
        .delete(customerLocks)
        .where(and(eq(customerLocks.customerId, customer.id), eq(customerLocks.kind, kind)))
        .returning({ kind: customerLocks.kind });
      if (deleted.length === 0)
        throw ApiError.of(409, AccountCodes.NOT_LOCKED, `${text.what} is not locked`, ['reason']);
    }
    if (kind === 'ACCOUNT')
      await ctx.db.update(customers).set({ isLocked: locked }).where(eq(customers.id, customer.id));
    await writeCustomerTrail(ctx.db, customer.id, lockTrailText(kind, locked, reason), staff.email, now);
    return { result: await customerLocksOf(ctx.db, customer.id) };
  };
  // the six calls declare one reply, the locks in force: this handler answers it for each
  return handler as Handler<Id>;
}
