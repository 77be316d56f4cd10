import { describe, expect, it } from 'vitest';
import { adjustmentSuffix, keyGoAdjustmentErrors } from './keyGoAdjustmentErrors';

const config = {
  reasons: ['goodwill', 'incorrect-charge'],
  suffixLength: adjustmentSuffix('agent@southern.example', '24/11/2026').length,
  maxDetails: 200,
};
const ok = { amount: '2.50', reasonCode: 'goodwill', details: 'Delayed train' };

describe('keyGoAdjustmentErrors', () => {
  it('accepts a valid adjustment', () => {
    expect(keyGoAdjustmentErrors(ok, config)).toEqual({});
    expect(keyGoAdjustmentErrors({ ...ok, amount: '9999.99' }, config)).toEqual({});
  });
  it('checks the amount: required, numeric, 6 digits, not zero, below the ticket fare', () => {
    expect(keyGoAdjustmentErrors({ ...ok, amount: '' }, config).amount).toBe('AMOUNT_REQUIRED');
    expect(keyGoAdjustmentErrors({ ...ok, amount: '1e3' }, config).amount).toBe('AMOUNT_NUMERIC');
    expect(keyGoAdjustmentErrors({ ...ok, amount: '10000.00' }, config).amount).toBe('AMOUNT_MAX_LENGTH');
    expect(keyGoAdjustmentErrors({ ...ok, amount: '0.00' }, config).amount).toBe('AMOUNT_ZERO');
    expect(keyGoAdjustmentErrors({ ...ok, amount: '4.00', ticketFare: 400 }, config).amount).toBe(
      'AMOUNT_NOT_BELOW_FARE',
    );
    expect(keyGoAdjustmentErrors({ ...ok, amount: '3.99', ticketFare: 400 }, config).amount).toBeUndefined();
  });
  it('counts the appended suffix in the 200 characters of details', () => {
    const room = 200 - config.suffixLength;
    expect(keyGoAdjustmentErrors({ ...ok, details: 'x'.repeat(room) }, config).details).toBeUndefined();
    expect(keyGoAdjustmentErrors({ ...ok, details: 'x'.repeat(room + 1) }, config).details).toBe('DETAILS_TOO_LONG');
    expect(keyGoAdjustmentErrors({ ...ok, details: ' ' }, config).details).toBe('DETAILS_REQUIRED');
  });
  it('takes a reason from the options only', () => {
    expect(keyGoAdjustmentErrors({ ...ok, reasonCode: '' }, config).reasonCode).toBe('REASON_REQUIRED');
    expect(keyGoAdjustmentErrors({ ...ok, reasonCode: 'made-up' }, config).reasonCode).toBe('REASON_UNKNOWN');
  });
});
