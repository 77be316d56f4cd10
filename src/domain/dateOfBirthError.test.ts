import { describe, expect, it } from 'vitest';
import { dateOfBirthBounds, dateOfBirthError } from './dateOfBirthError';

const today = '2026-06-01';

describe('dateOfBirthError', () => {
  it('accepts 5 to 98 years ago, both ends included', () => {
    expect(dateOfBirthBounds(today)).toEqual({ earliest: '1928-06-01', latest: '2021-06-01' });
    expect(dateOfBirthError('2021-06-01', today)).toBeNull();
    expect(dateOfBirthError('1928-06-01', today)).toBeNull();
  });
  it('refuses younger than 5, older than 98, missing and impossible dates', () => {
    expect(dateOfBirthError('2021-06-02', today)).toBe('DOB_TOO_RECENT');
    expect(dateOfBirthError('1928-05-31', today)).toBe('DOB_TOO_EARLY');
    expect(dateOfBirthError('', today)).toBe('DOB_REQUIRED');
    expect(dateOfBirthError('2001-02-30', today)).toBe('DOB_INVALID');
    expect(dateOfBirthError('01/02/2001', today)).toBe('DOB_INVALID');
  });
  it('counts back from 29 February to 28 February', () => {
    expect(dateOfBirthBounds('2028-02-29').latest).toBe('2023-02-28');
  });
});
