import { describe, expect, it } from 'vitest';
import { refundReasonOptions } from './refundReasonOptions';

const reasons = {
  '12': { code: 12, name: 'R12', fee: 0, disableFee: true, active: true },
  '1': { code: 1, name: 'R1', fee: null, disableFee: false, active: true },
  '2': { code: 2, name: 'R2', fee: null, disableFee: false, active: false },
};

describe('refundReasonOptions (000 §4, §5)', () => {
  it('lists reasons in code order, inactive ones disabled', () => {
    const { options } = refundReasonOptions({
      reasons,
      anyTicketPrinted: false,
      tocGuaranteedCode: 12,
      selectedCode: undefined,
    });
    expect(options.map((o) => [o.code, o.disabled])).toEqual([
      [1, false],
      [2, true],
      [12, false],
    ]);
  });
  it('keeps reason 12 when nothing is printed', () => {
    expect(
      refundReasonOptions({ reasons, anyTicketPrinted: false, tocGuaranteedCode: 12, selectedCode: 12 }).selectedCode,
    ).toBe(12);
  });
  it('deactivates and clears reason 12 when a ticket is printed', () => {
    const result = refundReasonOptions({ reasons, anyTicketPrinted: true, tocGuaranteedCode: 12, selectedCode: 12 });
    expect(result.options.find((o) => o.code === 12)?.disabled).toBe(true);
    expect(result.selectedCode).toBeUndefined();
  });
  it('clears an inactive or unknown choice, keeps an active one; accepts a list', () => {
    expect(
      refundReasonOptions({ reasons, anyTicketPrinted: true, tocGuaranteedCode: 12, selectedCode: 2 }).selectedCode,
    ).toBeUndefined();
    expect(
      refundReasonOptions({ reasons, anyTicketPrinted: true, tocGuaranteedCode: 12, selectedCode: 99 }).selectedCode,
    ).toBeUndefined();
    expect(
      refundReasonOptions({
        reasons: Object.values(reasons),
        anyTicketPrinted: true,
        tocGuaranteedCode: 12,
        selectedCode: 1,
      }).selectedCode,
    ).toBe(1);
  });
});
