import { describe, expect, it } from 'vitest';
import type { Payment } from './order';
import { cardPaymentRows } from './cardPaymentRows';

const payment = (over: Partial<Payment>): Payment => ({
  id: 'P',
  type: 'CARD',
  amount: 1000,
  refundAmount: 0,
  status: 'SUCCESS',
  refundStatus: 'PAYMENT_NOT_REFUNDED',
  ...over,
});

describe('cardPaymentRows', () => {
  it('puts cards, hosted cards, Apple Pay, Google Pay and warrants in one list, each marked with its kind', () => {
    const rows = cardPaymentRows({
      cards: [payment({ id: 'C', pan: '************1234' })],
      hostedCards: [payment({ id: 'H', cardPan: '************9999' })],
      googlePay: [payment({ id: 'G', type: 'GOOGLE_PAY' })],
      warrants: [payment({ id: 'W', type: 'WARRANT', reference: 'W12345' })],
      paypal: [payment({ id: 'X', type: 'PAYPAL' })],
    });
    expect(rows.map((r) => [r.id, r.list, r.pan])).toEqual([
      ['C', 'cards', '************1234'],
      ['H', 'hostedCards', '************9999'],
      ['G', 'googlePay', null],
      ['W', 'warrants', null],
    ]);
  });

  it('is empty without payments', () => {
    expect(cardPaymentRows(null)).toEqual([]);
    expect(cardPaymentRows({ cards: [] })).toEqual([]);
  });
});
