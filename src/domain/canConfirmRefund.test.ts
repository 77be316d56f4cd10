import { describe, expect, it } from 'vitest';
import { canConfirmRefund } from './canConfirmRefund';

const ok = {
  formValid: true,
  total: 1000,
  reasonCode: 1,
  surrenderDate: '2025-06-01',
  validTo: '2025-12-31T23:59:59',
  seasonCalculationComplete: true,
};

describe('canConfirmRefund (000 §4)', () => {
  it('allows a complete, valid refund', () => {
    expect(canConfirmRefund(ok)).toEqual({ allowed: true, blockers: [] });
    expect(canConfirmRefund({ ...ok, validTo: undefined }).allowed).toBe(true);
  });
  it('blocks an invalid form', () => {
    expect(canConfirmRefund({ ...ok, formValid: false }).blockers).toEqual(['REFUND_BLOCKED_FORM_INVALID']);
  });
  it('blocks a total of zero or less', () => {
    expect(canConfirmRefund({ ...ok, total: 0 }).blockers).toEqual(['REFUND_BLOCKED_TOTAL']);
    expect(canConfirmRefund({ ...ok, total: -5 }).allowed).toBe(false);
  });
  it('blocks without a reason', () => {
    expect(canConfirmRefund({ ...ok, reasonCode: undefined }).blockers).toEqual(['REFUND_BLOCKED_REASON']);
  });
  it('needs a surrender date before the valid-to', () => {
    expect(canConfirmRefund({ ...ok, surrenderDate: undefined }).blockers).toEqual(['REFUND_BLOCKED_SURRENDER_DATE']);
    expect(canConfirmRefund({ ...ok, surrenderDate: '2025-12-31' }).blockers).toEqual([
      'REFUND_BLOCKED_SURRENDER_DATE',
    ]);
    expect(canConfirmRefund({ ...ok, surrenderDate: '2025-12-30 10:00:00' }).allowed).toBe(true);
  });
  it('blocks an incomplete season calculation', () => {
    expect(canConfirmRefund({ ...ok, seasonCalculationComplete: false }).blockers).toEqual([
      'REFUND_BLOCKED_CALCULATION',
    ]);
  });
  it('lists every blocker', () => {
    expect(
      canConfirmRefund({
        formValid: false,
        total: 0,
        reasonCode: undefined,
        surrenderDate: undefined,
        validTo: undefined,
        seasonCalculationComplete: false,
      }).blockers,
    ).toHaveLength(5);
  });
});
