import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './isEmailAddress';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    expect(isEmailAddress('ann.o+rail@mail.example.co.uk')).toBe(true);
  });
  it('refuses what is not an address', () => {
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress('ann')).toBe(false);
    expect(isEmailAddress('ann@')).toBe(false);
    expect(isEmailAddress('ann@example')).toBe(false);
    expect(isEmailAddress('a b@example.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
