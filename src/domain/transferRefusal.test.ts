import { describe, expect, it } from 'vitest';
import { transferRefusal } from './transferRefusal';

const ann = {
  firstNames: 'Ann',
  surname: 'Lee',
  email: 'ann@example.com',
  hasSmartcard: false,
  smartcardRegistered: false,
};

describe('transferRefusal', () => {
  it('allows exactly one recipient without a card or registration', () => {
    expect(transferRefusal([ann], 'ann@example.com')).toBeNull();
  });
  it('refuses with the 001 §8 texts', () => {
    expect(transferRefusal([], 'x@example.com')).toBe('Customer (x@example.com) does not have an account.');
    expect(transferRefusal([{ ...ann, hasSmartcard: true }], ann.email)).toBe(
      'Customer Ann Lee (ann@example.com) already has a Smartcard.',
    );
    expect(transferRefusal([{ ...ann, smartcardRegistered: true }], ann.email)).toBe(
      'Customer Ann Lee (ann@example.com) is already registered for a Smartcard',
    );
    expect(transferRefusal([ann, ann], ann.email)).toMatch(/More than one/);
  });
});
