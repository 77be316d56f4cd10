import { describe, expect, it } from 'vitest';
import { customerHasLock, customerHasPendingDeletion } from './customerLockState';

describe('customer lock state (001 §4)', () => {
  it('tells each lock in force apart', () => {
    const account = { locks: [{ kind: 'REFUND' }, { kind: 'DELIVERY' }] };
    expect(customerHasLock(account, 'REFUND')).toBe(true);
    expect(customerHasLock(account, 'DELIVERY')).toBe(true);
    expect(customerHasLock(account, 'ACCOUNT')).toBe(false);
    expect(customerHasLock(undefined, 'ACCOUNT')).toBe(false);
  });
  it('has a pending deletion only while a request is PENDING', () => {
    expect(customerHasPendingDeletion({ deactivationRequests: [{ state: 'REJECTED' }, { state: 'PENDING' }] })).toBe(
      true,
    );
    expect(customerHasPendingDeletion({ deactivationRequests: [{ state: 'REJECTED' }, { state: 'CANCELLED' }] })).toBe(
      false,
    );
    expect(customerHasPendingDeletion({})).toBe(false);
  });
});
