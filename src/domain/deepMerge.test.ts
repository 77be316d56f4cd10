import { describe, expect, it } from 'vitest';
import { deepMerge } from './deepMerge';

describe('deepMerge (000 §6 brand overrides)', () => {
  it('merges objects key by key, later layers winning', () => {
    expect(deepMerge({ a: { b: 1, c: 2 }, d: 1 }, { a: { c: 3 } }, { d: 4 })).toEqual({ a: { b: 1, c: 3 }, d: 4 });
  });

  it('replaces arrays and scalars, and lets null override while undefined does not', () => {
    expect(deepMerge({ list: [1, 2, 3], x: 1, y: 2 }, { list: [9], x: null, y: undefined })).toEqual({
      list: [9],
      x: null,
      y: 2,
    });
  });

  it('replaces an object by a scalar and the other way round', () => {
    expect(deepMerge({ a: { b: 1 } }, { a: 5 })).toEqual({ a: 5 });
    expect(deepMerge({ a: 5 }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('mutates no input and shares no nested object with it', () => {
    const base = { a: { list: [1] } };
    const over = { a: { b: { c: 1 } } };
    const merged = deepMerge<{ a: { list: number[]; b: { c: number } } }>(base, over);
    merged.a.list.push(2);
    merged.a.b.c = 2;
    expect(base).toEqual({ a: { list: [1] } });
    expect(over).toEqual({ a: { b: { c: 1 } } });
  });
});
