import { describe, expect, it } from 'vitest';
import { refundTotals } from './refundTotals';

const base = {
  ticketAmounts: [2000, 550],
  adminFee: 1000,
  sundries: [],
  orderLevelDiscountSundries: ['D1'],
  bookingFee: 150,
  refundBookingFee: false,
};

describe('refundTotals (000 §3, §9)', () => {
  it('adds the ticket amounts and takes the fee off', () => {
    expect(refundTotals(base)).toEqual({ subTotal: 2550, fee: 1000, discount: 0, bookingFee: 0, total: 1550 });
  });
  it('adds the booking fee only when ticked', () => {
    expect(refundTotals({ ...base, refundBookingFee: true })).toMatchObject({ bookingFee: 150, total: 1700 });
  });
  it('applies an order-level discount sundry when listed, unrefunded and below the ticket total', () => {
    expect(refundTotals({ ...base, sundries: [{ code: 'D1', price: -500, refunded: false }] })).toMatchObject({
      discount: 500,
      total: 1050,
    });
    expect(refundTotals({ ...base, sundries: [{ code: 'D1', price: 500, refunded: true }] })).toMatchObject({
      discount: 0,
    });
    expect(refundTotals({ ...base, sundries: [{ code: 'OTHER', price: 500, refunded: false }] })).toMatchObject({
      discount: 0,
    });
    expect(refundTotals({ ...base, sundries: [{ code: 'D1', price: 2550, refunded: false }] })).toMatchObject({
      discount: 0,
    });
  });
  it('can go to zero or below', () => {
    expect(refundTotals({ ...base, ticketAmounts: [] }).total).toBe(-1000);
    expect(refundTotals({ ...base, ticketAmounts: [1000] }).total).toBe(0);
  });
});
