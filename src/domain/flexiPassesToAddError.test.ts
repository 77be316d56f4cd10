import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flexiPassesAddable, flexiPassesToAddError } from './flexiPassesToAddError';

describe('flexiPassesToAddError', () => {
  const limits = { remaining: 6, passesPerFlexi: 8 };
  it('allows up to 8 minus the remaining passes', () => {
    expect(flexiPassesToAddError(2, limits)).toBeUndefined();
    expect(flexiPassesToAddError('2', limits)).toBeUndefined();
    expect(flexiPassesToAddError(3, limits)).toBe('FLEXI_PASS_LIMIT');
    expect(flexiPassesToAddError(1, { remaining: 8, passesPerFlexi: 8 })).toBe('FLEXI_PASS_LIMIT');
  });
  it('needs a whole number of at least one', () => {
    expect(flexiPassesToAddError('', limits)).toBe('FLEXI_PASSES_REQUIRED');
    expect(flexiPassesToAddError(undefined, limits)).toBe('FLEXI_PASSES_REQUIRED');
    expect(flexiPassesToAddError('1.5', limits)).toBe('FLEXI_PASSES_INTEGER');
    expect(flexiPassesToAddError(0, limits)).toBe('FLEXI_PASSES_MIN');
  });
  it('never lets the remaining passes pass 8 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 20 }), (remaining, add) => {
        const ok = flexiPassesToAddError(add, { remaining, passesPerFlexi: 8 }) === undefined;
        expect(ok).toBe(add >= 1 && remaining + add <= 8);
        expect(flexiPassesAddable({ remaining, passesPerFlexi: 8 })).toBe(8 - remaining);
      }),
    );
  });
});
