import { describe, expect, it } from 'vitest';
import { manualPricesMatch } from './manualPricesMatch';

describe('manualPricesMatch (000 §5)', () => {
  it('is true only when the sum equals the total', () => {
    expect(manualPricesMatch([500, 250], 750)).toBe(true);
    expect(manualPricesMatch([500, 250], 760)).toBe(false);
    expect(manualPricesMatch([], 0)).toBe(true);
    expect(manualPricesMatch([], 10)).toBe(false);
  });
});
