import { describe, expect, it } from 'vitest';
import { allocateRefund } from './allocateRefund';

const card = { type: 'CARD', id: 'P1', amount: 1000, refundAmount: 0 };
const voucher = { type: 'VOUCHER', id: 'P2', amount: 1000, refundAmount: 0 };

describe('allocateRefund (000 §5)', () => {
  it('fills the payments in order', () => {
    expect(allocateRefund(1500, [card, voucher])).toEqual([
      { type: 'CARD', id: 'P1', amount: 1000 },
      { type: 'VOUCHER', id: 'P2', amount: 500 },
    ]);
    expect(allocateRefund(400, [card, voucher])).toEqual([{ type: 'CARD', id: 'P1', amount: 400 }]);
  });
  it('never takes more than a payment has left', () => {
    expect(allocateRefund(1000, [{ ...card, refundAmount: 900 }, voucher])).toEqual([
      { type: 'CARD', id: 'P1', amount: 100 },
      { type: 'VOUCHER', id: 'P2', amount: 900 },
    ]);
  });
  it('sums exactly, and nothing for 0', () => {
    const lines = allocateRefund(1999, [card, voucher]);
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(1999);
    expect(allocateRefund(0, [card])).toEqual([]);
  });
  it('throws when the payments have too little left or the total is not whole pence', () => {
    expect(() => allocateRefund(2001, [card, voucher])).toThrow(RangeError);
    expect(() => allocateRefund(10.5, [card])).toThrow(RangeError);
    expect(() => allocateRefund(-1, [card])).toThrow(RangeError);
  });
});
