import { describe, expect, it } from 'vitest';
import { railcardRejectErrors } from './railcardRejectErrors';

describe('railcardRejectErrors', () => {
  it('requires a reason', () => {
    expect(railcardRejectErrors({}, 300)).toEqual({ reason: 'RAILCARD_ERROR_REASON_REQUIRED' });
  });
  it('needs no text for a listed reason', () => {
    expect(railcardRejectErrors({ reason: 'PHOTO_UNCLEAR' }, 300)).toEqual({});
  });
  it('requires the other reason text, up to the limit', () => {
    expect(railcardRejectErrors({ reason: 'OTHER', otherReason: '  ' }, 300)).toEqual({
      otherReason: 'RAILCARD_ERROR_OTHER_REASON_REQUIRED',
    });
    expect(railcardRejectErrors({ reason: 'OTHER', otherReason: 'x'.repeat(300) }, 300)).toEqual({});
    expect(railcardRejectErrors({ reason: 'OTHER', otherReason: 'x'.repeat(301) }, 300)).toEqual({
      otherReason: 'RAILCARD_ERROR_OTHER_REASON_TOO_LONG',
    });
  });
});
