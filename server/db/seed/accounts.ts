// Demo data of the account controls (001 §4): per brand, a customer in each lock state — account locked (and so
// isLocked), refunds restricted (their orders cannot be refunded), delivery locked, and all three at once — each with
// its reason, editor and time, and the account changes trail row that set it; and deletion requests in every state,
// one of them pending on an account whose smartcard still holds products (its approval is refused).
import type { CustomerLockKind } from '../../../src/domain/customerLockKinds';
import type { Db } from '../connect';
import { customerLocks, customers, customerTrail, deactivationRequests } from '../schema';
import { inArray } from 'drizzle-orm';
import { lockTrailText } from '../../handlers/accounts/lockTrailText';
import { smartcardCaseId } from './smartcards';
import { customerAt } from './vouchers';

export const LOCK_CASES = {
  accountLocked: ['ACCOUNT'],
  refundsRestricted: ['REFUND'],
  deliveryLocked: ['DELIVERY'],
  allLocked: ['ACCOUNT', 'REFUND', 'DELIVERY'],
} as const satisfies Record<string, readonly CustomerLockKind[]>;
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

export async function seedAccountLocks(
  t: Db,
  { brands, now = new Date() }: { brands: readonly string[]; now?: Date },
): Promise<void> {
  const lockedAt = new Date(now.getTime() - 3 * 86_400_000);
  const locks = brands.flatMap((brand) =>
    (Object.entries(LOCK_CASES) as Array<[LockCase, readonly CustomerLockKind[]]>).flatMap(([name, kinds]) =>
      kinds.map((kind) => ({
        customerId: lockCaseCustomerId(brands, brand, name),
        kind,
        reason: REASONS[kind],
        editor: `hq@${brand}.example`,
        lockedAt,
      })),
    ),
  );
  if (locks.length === 0) return;
  await t.insert(customerLocks).values(locks);
  await t.insert(customerTrail).values(
    locks.map((l) => ({
      customerId: l.customerId,
      date: lockedAt,
      editor: l.editor,
      description: lockTrailText(l.kind, true, l.reason),
    })),
  );
  const accountLocked = [...new Set(locks.filter((l) => l.kind === 'ACCOUNT').map((l) => l.customerId))];
  await t.update(customers).set({ isLocked: true }).where(inArray(customers.id, accountLocked));
}

export const DELETION_CASES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DeletionCase = (typeof DELETION_CASES)[number] | 'pendingWithProducts';
const DELETION_FIRST_PLACE = 34;

/** The brand's customer of a deletion case: places 34–37; pendingWithProducts is the smartcard case 'active'. */
export function deletionCaseCustomerId(brands: readonly string[], brand: string, kind: DeletionCase): number {
  if (kind === 'pendingWithProducts') return smartcardCaseId(brands, brand, 'active');
  return customerAt(brands, brand, DELETION_FIRST_PLACE + DELETION_CASES.indexOf(kind));
}

export async function seedDeletionRequests(
  t: Db,
  { brands, now = new Date() }: { brands: readonly string[]; now?: Date },
): Promise<void> {
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const rows = brands.flatMap((brand) => {
    const hq = `hq@${brand}.example`;
    const supervisor = `supervisor@${brand}.example`;
    return [
      {
        brand,
        customerId: deletionCaseCustomerId(brands, brand, 'pending'),
        state: 'PENDING',
        created: day(2),
        requestedBy: supervisor,
      },
      {
        brand,
        customerId: deletionCaseCustomerId(brands, brand, 'pendingWithProducts'),
        state: 'PENDING',
        created: day(1),
        requestedBy: supervisor,
      },
      {
        brand,
        customerId: deletionCaseCustomerId(brands, brand, 'approved'),
        state: 'APPROVED',
        created: day(20),
        requestedBy: supervisor,
        decidedBy: hq,
        decidedAt: day(19),
      },
      {
        brand,
        customerId: deletionCaseCustomerId(brands, brand, 'rejected'),
        state: 'REJECTED',
        created: day(15),
        requestedBy: supervisor,
        decidedBy: hq,
        decidedAt: day(14),
      },
      {
        brand,
        customerId: deletionCaseCustomerId(brands, brand, 'cancelled'),
        state: 'CANCELLED',
        created: day(10),
        requestedBy: supervisor,
      },
    ];
  });
  if (rows.length === 0) return;
  await t.insert(deactivationRequests).values(rows);
  const approved = brands.map((brand) => deletionCaseCustomerId(brands, brand, 'approved'));
  await t.update(customers).set({ deleted: true }).where(inArray(customers.id, approved));
}
