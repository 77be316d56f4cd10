import { describe, expect, it } from 'vitest';
import { smartcardProductsRemain } from './smartcardProductsRemain';

describe('smartcardProductsRemain', () => {
  it('is false for an empty card and for expired or hotlisted products only', () => {
    expect(smartcardProductsRemain([], '2026-06-01')).toBe(false);
    expect(
      smartcardProductsRemain(
        [
          { isHotlisted: false, validTo: '2026-05-31' },
          { isHotlisted: true, validTo: '2027-01-01' },
        ],
        '2026-06-01',
      ),
    ).toBe(false);
  });
  it('is true for a product in validity or without an end', () => {
    expect(smartcardProductsRemain([{ isHotlisted: false, validTo: '2026-06-01' }], '2026-06-01')).toBe(true);
    expect(smartcardProductsRemain([{ isHotlisted: false, validTo: null }], '2026-06-01')).toBe(true);
  });
});
