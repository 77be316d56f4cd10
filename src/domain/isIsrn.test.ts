import { describe, expect, it } from 'vitest';
import { isIsrn } from './isIsrn';

describe('isIsrn', () => {
  it('accepts 18 digits with or without 6-4-4-4 separators', () => {
    expect(isIsrn('633597011234567890')).toBe(true);
    expect(isIsrn('633597-0112-3456-7890')).toBe(true);
    expect(isIsrn('633597 0112 3456 7890')).toBe(true);
  });
  it('refuses other lengths, letters and separators in the wrong places', () => {
    expect(isIsrn('63359701123456789')).toBe(false);
    expect(isIsrn('6335970112345678901')).toBe(false);
    expect(isIsrn('63359-70112-3456-7890')).toBe(false);
    expect(isIsrn('633597-0112-3456-789A')).toBe(false);
  });
});
