import { describe, expect, it } from 'vitest';
import { orderDisplayState } from './orderDisplayState';
import { testOrder, testTicket } from './testOrder';

describe('orderDisplayState (000 §4)', () => {
  it('says Amended whatever the state when the order was amended', () => {
    expect(orderDisplayState({ state: 'Complete', wasAmended: true }, { fulfilled: true })).toBe('Amended');
    expect(orderDisplayState({ state: 'Refunded', wasAmended: true })).toBe('Amended');
  });
  it('turns Complete into Fulfilled or Not fulfilled once the lookup answered', () => {
    expect(orderDisplayState({ state: 'Complete' }, { fulfilled: true })).toBe('Fulfilled');
    expect(orderDisplayState({ state: 'Complete' }, { fulfilled: false })).toBe('Not fulfilled');
    expect(orderDisplayState({ state: 'Complete' }, null)).toBe('Complete');
  });
  it('shows other states as they are, even with a lookup', () => {
    expect(orderDisplayState({ state: 'Canceled', wasAmended: false }, { fulfilled: true })).toBe('Canceled');
    expect(orderDisplayState({ state: 'RefundRejected' })).toBe('RefundRejected');
  });
  it("says 'Fully refunded' or 'Partially refunded' for a Refunded order (000 §4 wording)", () => {
    const full = testOrder([testTicket({ refunded: true }), testTicket({ id: 'b', refundDisabled: true })], {
      state: 'Refunded',
    });
    const partial = testOrder([testTicket({ refunded: true }), testTicket({ id: 'b' })], { state: 'Refunded' });
    expect(orderDisplayState(full)).toBe('Fully refunded');
    expect(orderDisplayState(partial)).toBe('Partially refunded');
    expect(orderDisplayState({ state: 'Refunded' })).toBe('Refunded');
  });
});
