// The account changes trail row of a lock set or lifted (001 §4 "each with a reason"): one wording for the lock
// calls and the seed, so a seeded lock reads in the trail exactly as one set by staff.
import type { CustomerLockKind } from '../../../src/domain/customerLockKinds';

export const LOCK_WORDS: Record<CustomerLockKind, { lock: string; unlock: string; what: string }> = {
  ACCOUNT: { lock: 'Account locked', unlock: 'Account unlocked', what: 'The account' },
  REFUND: { lock: 'Refunds restricted', unlock: 'Refunds enabled', what: 'Refunds' },
  DELIVERY: { lock: 'Delivery locked', unlock: 'Delivery unlocked', what: 'Delivery' },
};

/** @example lockTrailText('REFUND', true, 'Chargeback') // 'Refunds restricted: Chargeback' */
export function lockTrailText(kind: CustomerLockKind, locked: boolean, reason: string): string {
  return `${locked ? LOCK_WORDS[kind].lock : LOCK_WORDS[kind].unlock}: ${reason}`;
}
