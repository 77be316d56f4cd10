// Demo data of the account controls (001 §4): per brand, a customer in each lock state — account locked (and so
// isLocked), refunds restricted (their orders cannot be refunded), delivery locked, and all three at once — each with
// its reason, editor and time, and the account changes trail row that set it.
import type { CustomerLockKind } from '../../../src/domain/customerLockKinds';
import type { Db } from '../connect';
import { customerLocks, customers, customerTrail } from '../schema';
import { inArray } from 'drizzle-orm';
import { customerAt } from './vouchers';

export const LOCK_CASES = { accountLocked: ['ACCOUNT'], refundsRestricted: ['REFUND'], deliveryLocked: ['DELIVERY'], allLocked: ['ACCOUNT', 'REFUND', 'DELIVERY'] } as const satisfies Record<string, readonly CustomerLockKind[]>;
export type LockCase = keyof typeof LOCK_CASES;
const FIRST_PLACE = 30;

/** The brand's customer of a lock case: places 30–33 among the brand's customers. */
export function lockCaseCustomerId(brands: readonly string[], brand: string, kind: LockCase): number {
  return customerAt(brands, brand, FIRST_PLACE + Object.keys(LOCK_CASES).indexOf(kind));
}

const REASONS: Record<CustomerLockKind, string> = {
  ACCOUNT: 'Suspected account takeover reported by the customer',
  REFUND: 'Refund abuse under investigation',
  DELIVERY: 'Undelivered post returned three times',
};

export async function seedAccountLocks(t: Db, { brands, now = new Date() }: { brands: readonly string[]; now?: Date }): Promise<void> {
  const lockedAt = new Date(now.getTime() - 3 * 86_400_000);
  const locks = brands.flatMap((brand) =>
    (Object.entries(LOCK_CASES) as Array<[LockCase, readonly CustomerLockKind[]]>).flatMap(([name, kinds]) =>
      kinds.map((kind) => ({ customerId: lockCaseCustomerId(brands, brand, name), kind, reason: REASONS[kind], editor: `hq@${brand}.example`, lockedAt })),
    ),
  );
  if (locks.length === 0) return;
  await t.insert(customerLocks).values(locks);
  await t.insert(customerTrail).values(locks.map((l) => ({ customerId: l.customerId, date: lockedAt, editor: l.editor, description: `${{ ACCOUNT: 'Account locked', REFUND: 'Refunds restricted', DELIVERY: 'Delivery locked' }[l.kind]}: ${l.reason}` })));
  const accountLocked = [...new Set(locks.filter((l) => l.kind === 'ACCOUNT').map((l) => l.customerId))];
  await t.update(customers).set({ isLocked: true }).where(inArray(customers.id, accountLocked));
}
