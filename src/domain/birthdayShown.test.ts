import { describe, expect, it } from 'vitest';
import { birthdayShown } from './birthdayShown';

describe('birthdayShown', () => {
  it('shows an under-16 birthday always, an adult one only with the adult-birthday flag', () => {
    expect(birthdayShown({ isOver16: false }, false)).toBe(true);
    expect(birthdayShown({ isOver16: true }, false)).toBe(false);
    expect(birthdayShown({ isOver16: true }, true)).toBe(true);
    // unknown age counts as an adult (the server's reading)
    expect(birthdayShown({}, false)).toBe(false);
  });
});
