import { describe, expect, it } from 'vitest';
import { ageOn, isOver16 } from './isOver16';

describe('isOver16', () => {
  it('counts whole years up to the birthday', () => {
    expect(ageOn('2010-06-02', '2026-06-01')).toBe(15);
    expect(ageOn('2010-06-02', '2026-06-02')).toBe(16);
    expect(isOver16('2010-06-02', '2026-06-01')).toBe(false);
    expect(isOver16('2010-06-02', '2026-06-02')).toBe(true);
  });
  it('treats an unknown date of birth as over 16', () => {
    expect(isOver16(null, '2026-06-01')).toBe(true);
  });
});
