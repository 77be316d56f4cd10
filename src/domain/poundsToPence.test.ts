import { describe, expect, it } from 'vitest';
import { poundsToPence } from './poundsToPence';

describe('poundsToPence (000 §5)', () => {
  it('converts pounds to integer pence', () => {
    expect(poundsToPence(0)).toBe(0);
    expect(poundsToPence(10)).toBe(1000);
    expect(poundsToPence(49.99)).toBe(4999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
  });

  it('rounds to the nearest penny, halves away from zero', () => {
    expect(poundsToPence(1.005)).toBe(101);
    expect(poundsToPence(1.004)).toBe(100);
    expect(poundsToPence(2.675)).toBe(268);
    expect(poundsToPence(-1.005)).toBe(-101);
    expect(Object.is(poundsToPence(-0.001), 0)).toBe(true);
  });

  it('reads typed text, with or without £ and thousands separators', () => {
    expect(poundsToPence('12.5')).toBe(1250);
    expect(poundsToPence(' £1,234.56 ')).toBe(123456);
    expect(poundsToPence('-£2.50')).toBe(-250);
  });

  it('rejects what is not an amount', () => {
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError);
    expect(() => poundsToPence(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => poundsToPence('ten')).toThrow(RangeError);
    expect(() => poundsToPence('')).toThrow(RangeError);
  });
});
