import { describe, expect, it } from 'vitest';
import { registrationOutcome } from './registrationOutcome';

describe('registrationOutcome (001 §4 register outcomes)', () => {
  it('tells the four success dialogs apart', () => {
    expect(registrationOutcome({ outcome: 'created' })).toBe('created');
    expect(registrationOutcome({ outcome: 'created', linkError: null })).toBe('created');
    expect(
      registrationOutcome({
        outcome: 'created',
        linkError: { status: 400, message: 'The smartcard is already in use' },
      }),
    ).toBe('created-not-linked');
    // 001 §8 a link failure other than 400, 401, 403, 404 with a message is an activation error
    for (const linkError of [{ status: 500, message: 'Internal error' }, { status: 400 }, { status: 502, message: '' }])
      expect(registrationOutcome({ outcome: 'created', linkError })).toBe('created-not-activated');
    expect(registrationOutcome({ outcome: 'created', linkError: { status: 401, message: 'Not allowed' } })).toBe(
      'created-not-linked',
    );
    expect(registrationOutcome({ outcome: 'linked' })).toBe('linked');
    expect(registrationOutcome({ outcome: 'not-created' })).toBe('not-created');
  });
  it('takes the card POST /smartcard/{id}/link answers (Issue smartcard) as linked, the details alone as nothing', () => {
    expect(registrationOutcome({ isrn: '633597880000000004' })).toBe('linked');
    expect(registrationOutcome({ outcome: 'updated' })).toBeUndefined();
  });
  it('has no dialog for an unknown reply', () => {
    expect(registrationOutcome(undefined)).toBeUndefined();
    expect(registrationOutcome({ outcome: 'other' })).toBeUndefined();
  });
});
