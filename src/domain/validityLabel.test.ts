import { describe, expect, it } from 'vitest';
import { validityLabel } from './validityLabel';

describe('validityLabel (000 §9)', () => {
  it('labels 7 days weekly, 28–31 monthly and 360+ annual', () => {
    expect(validityLabel(7)).toBe('WEEKLY');
    expect(validityLabel(28)).toBe('MONTHLY');
    expect(validityLabel(31)).toBe('MONTHLY');
    expect(validityLabel(360)).toBe('ANNUAL');
    expect(validityLabel(366)).toBe('ANNUAL');
  });
  it('gives nothing for other lengths', () => {
    for (const days of [1, 6, 8, 27, 32, 90, 359]) expect(validityLabel(days)).toBeNull();
    expect(validityLabel(null)).toBeNull();
    expect(validityLabel(undefined)).toBeNull();
  });
  it('follows brand periods', () => {
    expect(validityLabel(30, { weekly: 7, monthlyMin: 30, monthlyMax: 30, annualMin: 365 })).toBe('MONTHLY');
    expect(validityLabel(360, { weekly: 7, monthlyMin: 30, monthlyMax: 30, annualMin: 365 })).toBeNull();
  });
});
