import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3, 10)).toEqual([1, 2, 3]);
  });
  it('shows at most maxLinks pages, centred on the current one', () => {
    expect(pageWindow(15, 40, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(1, 40, 10)).toHaveLength(10);
    expect(pageWindow(40, 40, 10)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });
  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0, 10)).toEqual([]);
  });
});
