import { describe, expect, it } from 'vitest';
import { isItsoOrder, rejectRefundReasons } from './rejectRefundReasons';

const config = {
  refundRejectReasons: ['ADVANCE', 'NO_VALUE', 'REFUND_PERIOD_EXPIRED', 'MISSING_TICKETS', 'OTHER'],
  itsoRefundRejectionReasons: ['ITSO_NO_VALUE', 'OTHER'],
};

describe('rejectRefundReasons', () => {
  it('offers the general reasons for an order without ITSO trips', () => {
    expect(rejectRefundReasons({ trips: [{ itso: false }, {}] }, config)).toEqual(config.refundRejectReasons);
    expect(rejectRefundReasons({}, config)).toEqual(config.refundRejectReasons);
    expect(rejectRefundReasons(undefined, config)).toEqual(config.refundRejectReasons);
  });
  it('offers the ITSO reasons when any trip is ITSO', () => {
    expect(rejectRefundReasons({ trips: [{ itso: false }, { itso: true }] }, config)).toEqual(
      config.itsoRefundRejectionReasons,
    );
    expect(isItsoOrder({ trips: [{ itso: true }] })).toBe(true);
    expect(isItsoOrder({ trips: null })).toBe(false);
  });
});
