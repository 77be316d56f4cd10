import { describe, expect, it } from 'vitest';
import { flexiRemainingPasses } from './flexiRemainingPasses';

const limits = { unusedPasses: 3, passesPerFlexi: 8 };

describe('flexiRemainingPasses (000 §5)', () => {
  it('accepts integers from the unused passes up to passes per flexi', () => {
    expect(flexiRemainingPasses('3', limits)).toEqual({ value: 3 });
    expect(flexiRemainingPasses(' 8 ', limits)).toEqual({ value: 8 });
  });
  it('names the broken rule', () => {
    expect(flexiRemainingPasses('', limits).error).toBe('FLEXI_PASSES_REQUIRED');
    expect(flexiRemainingPasses('4.5', limits).error).toBe('FLEXI_PASSES_INTEGER');
    expect(flexiRemainingPasses('-1', limits).error).toBe('FLEXI_PASSES_INTEGER');
    expect(flexiRemainingPasses('2', limits).error).toBe('FLEXI_PASSES_MIN');
    expect(flexiRemainingPasses('9', limits).error).toBe('FLEXI_PASSES_MAX');
  });
});
