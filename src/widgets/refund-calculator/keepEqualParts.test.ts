import { describe, expect, it } from 'vitest';
import { keepEqualParts } from './keepEqualParts';

describe('keepEqualParts', () => {
  it('keeps the previous object of every part equal in value, and takes the changed ones', () => {
    const previous = { totals: { total: 1350 }, errors: {}, warnings: ['W'] };
    const next = { totals: { total: 200 }, errors: {}, warnings: ['W'] };
    const kept = keepEqualParts(previous, next);
    expect(kept.totals).toBe(next.totals);
    expect(kept.errors).toBe(previous.errors);
    expect(kept.warnings).toBe(previous.warnings);
  });

  it('returns the previous value when nothing changed, and the next one when there was none before', () => {
    const previous = { errors: { amount: { key: 'E', values: { min: '0.50' } } } };
    expect(keepEqualParts(previous, { errors: { amount: { key: 'E', values: { min: '0.50' } } } })).toBe(previous);
    const next = { errors: {} };
    expect(keepEqualParts(undefined, next)).toBe(next);
  });

  it('tells an array from an object and a missing key from an undefined one', () => {
    const previous = { a: [] as unknown, b: { x: undefined } as Record<string, unknown> };
    const kept = keepEqualParts(previous, { a: {}, b: { y: undefined } });
    expect(kept.a).not.toBe(previous.a);
    expect(kept.b).not.toBe(previous.b);
  });
});
