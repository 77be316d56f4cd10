import { describe, expect, it } from 'vitest';
import { canAdjustKeyGoBalance, canReimburseKeyGo, keyGoStatus } from './keyGoStatus';

describe('keyGoStatus', () => {
  it('reads the tap product', () => {
    expect(keyGoStatus({ status: 'ACTIVE' })).toBe('active');
    expect(keyGoStatus({ status: 'PENDING_CLOSURE' })).toBe('pendingClosure');
    expect(keyGoStatus({ status: 'ACTIVE', isHotlisted: true })).toBe('notActive');
    expect(keyGoStatus({ status: 'CLOSED' })).toBe('notActive');
    expect(keyGoStatus(undefined)).toBe('notActive');
  });
  it('adjusts when active or pending closure, reimburses only a positive balance', () => {
    expect(canAdjustKeyGoBalance('pendingClosure')).toBe(true);
    expect(canAdjustKeyGoBalance('notActive')).toBe(false);
    expect(canReimburseKeyGo('active', 1)).toBe(true);
    expect(canReimburseKeyGo('active', 0)).toBe(false);
    expect(canReimburseKeyGo('notActive', 500)).toBe(false);
  });
});
