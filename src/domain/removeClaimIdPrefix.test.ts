import { describe, expect, it } from 'vitest';
import { removeClaimIdPrefix } from './removeClaimIdPrefix';

describe('removeClaimIdPrefix', () => {
  it('removes four letters before the digits', () => {
    expect(removeClaimIdPrefix('DRCL1234567')).toBe('1234567');
    expect(removeClaimIdPrefix(' drcl42 ')).toBe('42');
  });
  it('keeps an id without the prefix, and does not eat a shorter or longer letter run', () => {
    expect(removeClaimIdPrefix('1234567')).toBe('1234567');
    expect(removeClaimIdPrefix('DR1234')).toBe('DR1234');
    expect(removeClaimIdPrefix('DRCLX123')).toBe('DRCLX123');
  });
});
