import { describe, expect, it } from 'vitest';
import { railcardIsFinal } from './railcardIsFinal';

describe('railcardIsFinal', () => {
  it('treats accepted and rejected applications as final', () => {
    expect(railcardIsFinal('ACCEPTED')).toBe(true);
    expect(railcardIsFinal('REJECTED')).toBe(true);
  });
  it('leaves a pending application open', () => {
    expect(railcardIsFinal('PENDING')).toBe(false);
    expect(railcardIsFinal(undefined)).toBe(false);
  });
});
