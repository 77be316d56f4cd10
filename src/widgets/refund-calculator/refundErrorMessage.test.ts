import { describe, expect, it } from 'vitest';
import { refundErrorMessage } from './refundErrorMessage';

describe('refundErrorMessage (000 §4, §8)', () => {
  it('names the message per code', () => {
    expect(refundErrorMessage('NotEnoughInfo', true)).toBe('REFUND_UNSUCCESSFUL_MISSING_FARES');
    expect(refundErrorMessage('AmountExceedsLimit', false)).toBe('REFUND_UNSUCCESSFUL_AMOUNT_EXCEEDS_LIMIT');
    expect(refundErrorMessage('AlreadyRefunded', true)).toBe('REFUND_UNSUCCESSFUL');
    expect(refundErrorMessage('0', true)).toBe('REFUND_UNSUCCESSFUL');
  });
  it('gives the ITSO detail only to users allowed to see it', () => {
    expect(refundErrorMessage('7002', true)).toBe('ITSO_REFUND_UNSUCCESSFUL_MESSAGE_7002');
    expect(refundErrorMessage('7002', false)).toBe('ITSO_REFUND_UNSUCCESSFUL_LEVEL1_MESSAGE');
    expect(refundErrorMessage('1000', true)).toBe('REFUND_UNSUCCESSFUL');
  });
});
