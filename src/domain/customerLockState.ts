// 001 §4 lock status of an account: which locks are in force (GET /customers/{id} `locks`), and whether it has a
// pending deletion request ("an account has a pending request if any request is PENDING").
import type { CustomerLockKind } from './customerLockKinds';

interface AccountFacts {
  locks?: ReadonlyArray<{ kind: string }> | null;
  deactivationRequests?: ReadonlyArray<{ state: string }> | null;
}

/** @example customerHasLock({ locks: [{ kind: 'REFUND' }] }, 'REFUND') // true */
export function customerHasLock(account: AccountFacts | null | undefined, kind: CustomerLockKind): boolean {
  return (account?.locks ?? []).some((l) => l.kind === kind);
}

/** @example customerHasPendingDeletion({ deactivationRequests: [{ state: 'PENDING' }] }) // true */
export function customerHasPendingDeletion(account: AccountFacts | null | undefined): boolean {
  return (account?.deactivationRequests ?? []).some((r) => r.state === 'PENDING');
}
