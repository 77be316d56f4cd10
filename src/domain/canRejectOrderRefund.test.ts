// 000 §4 Reject-refund, §6 "BASIC for order refund actions".
import { describe, expect, it } from 'vitest';
import { canRejectOrderRefund } from './canRejectOrderRefund';
import type { GateContext } from './checkGate';
import type { RefundEligibility } from './refundEligibility';

const gate = (level: number, permissions: GateContext['permissions'] = {}): GateContext => ({
  level,
  flags: {},
  permissions: {
    canRejectRefund: { minLevel: 'BASIC' },
    canRejectItsoSeasonRefund: { minLevel: 'AGENT' },
    ...permissions,
  },
});
const eligible: RefundEligibility = { allowed: true, reason: null, refundState: null };
const noRight: RefundEligibility = { allowed: false, reason: 'ROLE', refundState: null };

describe('canRejectOrderRefund', () => {
  it('lets BASIC reject an order it may not refund (no right for its ticket kinds)', () => {
    expect(canRejectOrderRefund(noRight, gate(10), false)).toBe(true);
    expect(canRejectOrderRefund(eligible, gate(10), false)).toBe(true);
  });

  it('is blocked by whatever blocks the refund itself', () => {
    for (const reason of [
      'STATE',
      'NOT_PAID',
      'PROHIBITED',
      'FULLY_REFUNDED',
      'ETICKETS_BLACKLISTED',
      'SMARTCARD_STATUS',
    ] as const) {
      expect(canRejectOrderRefund({ allowed: false, reason, refundState: null }, gate(40), false), reason).toBe(false);
    }
  });

  it('needs canRejectRefund, and canRejectItsoSeasonRefund for an ITSO order', () => {
    expect(canRejectOrderRefund(eligible, gate(40, { canRejectRefund: { minLevel: 'SUPERVISOR' } }), false)).toBe(true);
    expect(canRejectOrderRefund(eligible, gate(20, { canRejectRefund: { minLevel: 'SUPERVISOR' } }), false)).toBe(
      false,
    );
    expect(canRejectOrderRefund(eligible, gate(10), true)).toBe(false);
    expect(canRejectOrderRefund(eligible, gate(20), true)).toBe(true);
  });
});
