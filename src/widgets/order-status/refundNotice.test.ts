import { describe, expect, it } from 'vitest';
import { refundCallout } from './refundNotice';

describe('refundCallout', () => {
  it('names the state when the state blocks the refund', () => {
    expect(refundCallout({ allowed: false, reason: 'STATE', refundState: null }, 'Canceled')).toEqual({
      notices: [
        {
          tone: 'warning',
          key: 'ORDER_REFUND_BLOCKED_STATE',
          values: { state: 'Canceled' },
        },
      ],
      actions: false,
    });
  });

  it('shows nothing at all for a fully refunded order', () => {
    expect(
      refundCallout(
        {
          allowed: false,
          reason: 'FULLY_REFUNDED',
          refundState: 'FULLY_REFUNDED',
        },
        'Refunded',
      ),
    ).toEqual({ notices: [], actions: false });
  });

  it('tells a partially refunded order, and still offers the actions when allowed', () => {
    expect(refundCallout({ allowed: true, reason: null, refundState: 'PARTIALLY_REFUNDED' }, 'Refunded')).toEqual({
      notices: [{ tone: 'info', key: 'ORDER_PARTIALLY_REFUNDED' }],
      actions: true,
    });
  });

  it('offers the actions of an eligible order without any notice', () => {
    expect(refundCallout({ allowed: true, reason: null, refundState: null }, 'Fulfilled')).toEqual({
      notices: [],
      actions: true,
    });
  });

  it('says the e-ticket lookup failed (000 §8) and that checks are still running', () => {
    expect(refundCallout({ allowed: false, reason: 'ETICKET_LOOKUP', refundState: null }, 'Complete').notices).toEqual([
      { tone: 'error', key: 'ORDER_ETICKET_LOOKUP_ERROR' },
    ]);
    expect(refundCallout({ allowed: false, reason: 'LOADING', refundState: null }, 'Complete').notices[0].tone).toBe(
      'loading',
    );
  });
});
