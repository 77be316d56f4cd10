import { describe, expect, it } from 'vitest';
import { whitelistProcessBody, whitelistProcessErrors } from './whitelistProcessErrors';

describe('whitelistProcessErrors (001 §5)', () => {
  it.each([
    [{ email: 'ann@example.com', passcode: 'AB' }, {}],
    [{ email: '', passcode: 'AB' }, { email: 'required' }],
    [{ email: 'ann', passcode: 'AB' }, { email: 'badEmail' }],
    [{ email: 'ann@example.com', passcode: 'A' }, { passcode: 'tooShort' }],
    [{ email: 'ann@example.com', passcode: 'AB', photocardNumber: 'P1' }, { photocardNumber: 'badPhotocardNumber' }],
    [
      { email: 'ann@example.com', passcode: 'AB', photocardNumber: 'P'.repeat(21) },
      { photocardNumber: 'badPhotocardNumber' },
    ],
    [{ email: 'ann@example.com', passcode: 'AB', photocardNumber: 'P12' }, {}],
  ])('%j', (input, errors) => expect(whitelistProcessErrors(input)).toEqual(errors));

  it('the no-passcode variant (001 §7) asks for the photocard instead of the code', () => {
    expect(whitelistProcessErrors({ email: 'ann@example.com' }, { withPasscode: false })).toEqual({
      photocardNumber: 'required',
    });
    expect(
      whitelistProcessErrors(
        { email: 'ann@example.com', passcode: 'X', photocardNumber: 'P12' },
        { withPasscode: false },
      ),
    ).toEqual({});
  });

  it('sends an empty photocard as null', () => {
    expect(whitelistProcessBody({ email: ' a@b.co ', passcode: 'AB', photocardNumber: '  ' })).toEqual({
      email: 'a@b.co',
      passcode: 'AB',
      photocardNumber: null,
    });
    expect(whitelistProcessBody({ email: 'a@b.co', passcode: 'AB', photocardNumber: 'P12' }).photocardNumber).toBe(
      'P12',
    );
  });
});
