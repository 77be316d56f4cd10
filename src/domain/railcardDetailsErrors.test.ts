import { describe, expect, it } from 'vitest';
import { railcardDetailsErrors } from './railcardDetailsErrors';

const today = '2026-11-22';

describe('railcardDetailsErrors', () => {
  it('passes complete details expiring today or later', () => {
    expect(
      railcardDetailsErrors({ railcardCode: 'YNG', railcardNumber: 'RC1234567', expiryDate: today }, today),
    ).toEqual({});
  });
  it('names every missing field', () => {
    expect(railcardDetailsErrors({ railcardNumber: '  ' }, today)).toEqual({
      railcardCode: 'RAILCARD_ERROR_TYPE_REQUIRED',
      railcardNumber: 'RAILCARD_ERROR_NUMBER_REQUIRED',
      expiryDate: 'RAILCARD_ERROR_EXPIRY_REQUIRED',
    });
  });
  it('refuses a malformed number, an impossible day and a day before today', () => {
    const base = { railcardCode: 'YNG', railcardNumber: 'RC1234567', expiryDate: '2027-01-01' };
    expect(railcardDetailsErrors({ ...base, railcardNumber: 'RC-12' }, today)).toEqual({
      railcardNumber: 'RAILCARD_ERROR_NUMBER_FORMAT',
    });
    expect(railcardDetailsErrors({ ...base, expiryDate: '2027-02-30' }, today)).toEqual({
      expiryDate: 'RAILCARD_ERROR_EXPIRY_FORMAT',
    });
    expect(railcardDetailsErrors({ ...base, expiryDate: '2026-11-21' }, today)).toEqual({
      expiryDate: 'RAILCARD_ERROR_EXPIRY_PAST',
    });
  });
});
