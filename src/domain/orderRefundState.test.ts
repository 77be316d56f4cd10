import { describe, expect, it } from 'vitest';
import { orderRefundState } from './orderRefundState';
import { testOrder, testTicket } from './testOrder';

describe('orderRefundState (000 §4 Refunded orders)', () => {
  it('is null while nothing was refunded', () => {
    expect(orderRefundState(testOrder([testTicket(), testTicket({ id: 'b' })]))).toBeNull();
  });
  it('is partial while a refundable ticket is left', () => {
    expect(orderRefundState(testOrder([testTicket({ refunded: true }), testTicket({ id: 'b' })]))).toBe(
      'PARTIALLY_REFUNDED',
    );
  });
  it('is full when every refundable ticket is refunded', () => {
    expect(
      orderRefundState(testOrder([testTicket({ refunded: true }), testTicket({ id: 'b', refundDisabled: true })])),
    ).toBe('FULLY_REFUNDED');
  });
});
