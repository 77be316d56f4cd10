import { describe, expect, it } from 'vitest';
import { railcardAddErrors } from './railcardAddErrors';

const today = '2026-11-22';
const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  railcardCode: 'SRN',
  railcardNumber: 'AB123456',
  expiryDate: '2027-01-01',
};

describe('railcardAddErrors', () => {
  it('passes a complete railcard', () => {
    expect(railcardAddErrors(valid, today)).toEqual({});
  });
  it('requires both names, within 50 characters', () => {
    expect(railcardAddErrors({ ...valid, firstName: ' ', lastName: 'x'.repeat(51) }, today)).toEqual({
      firstName: 'RAILCARD_ERROR_NAME_REQUIRED',
      lastName: 'RAILCARD_ERROR_NAME_TOO_LONG',
    });
  });
  it('checks the railcard details as the edit does', () => {
    expect(railcardAddErrors({ ...valid, expiryDate: '2026-11-01' }, today)).toEqual({
      expiryDate: 'RAILCARD_ERROR_EXPIRY_PAST',
    });
  });
});
