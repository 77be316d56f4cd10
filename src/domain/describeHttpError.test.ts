import { describe, expect, it } from 'vitest';
import { describeHttpError, httpErrorDetails } from './describeHttpError';

describe('describeHttpError (000 §8 General HTTP handling)', () => {
  it('lists each error of a 400 with its code, message and fields', () => {
    const errors = [
      { code: '1001', message: 'Invalid domain', fields: ['email'] },
      { code: '5', message: 'Too short', fields: ['a', 'b'] },
      { code: '6', message: 'No fields' },
    ];
    expect(describeHttpError(400, errors)).toEqual({
      kind: 'error',
      key: 'HTTP_BAD_REQUEST_DETAILS',
      values: { details: '1001: Invalid domain (email)\n5: Too short (a, b)\n6: No fields' },
    });
  });

  it('says the request was not accepted when a 400 carries nothing to list', () => {
    expect(describeHttpError(400, [])).toEqual({ kind: 'error', key: 'HTTP_BAD_REQUEST' });
    expect(describeHttpError(400, [{ code: '', message: '' }])).toEqual({ kind: 'error', key: 'HTTP_BAD_REQUEST' });
  });

  it('maps 403, 404 and everything else to the fixed texts', () => {
    expect(describeHttpError(403, [{ code: '403', message: 'no' }])).toEqual({
      kind: 'error',
      key: 'HTTP_UNAUTHORIZED_ACCESS',
    });
    expect(describeHttpError(404, [])).toEqual({ kind: 'info', key: 'HTTP_NOT_FOUND' });
    expect(describeHttpError(500, [{ code: '500', message: 'boom' }])).toEqual({
      kind: 'error',
      key: 'HTTP_SERVER_ERROR',
    });
    expect(describeHttpError(0, [])).toEqual({ kind: 'error', key: 'HTTP_SERVER_ERROR' });
  });

  it("gives a 409 the server's own messages only when asked to", () => {
    const conflict = [{ code: '409', message: 'The railcard is ACCEPTED', fields: ['state'] }];
    expect(describeHttpError(409, conflict)).toEqual({ kind: 'error', key: 'HTTP_SERVER_ERROR' });
    expect(describeHttpError(409, conflict, { listConflicts: true })).toEqual({
      kind: 'error',
      key: 'HTTP_BAD_REQUEST_DETAILS',
      values: { details: '409: The railcard is ACCEPTED (state)' },
    });
    expect(describeHttpError(409, [], { listConflicts: true })).toEqual({ kind: 'error', key: 'HTTP_SERVER_ERROR' });
  });

  it('leaves out entries that say nothing', () => {
    expect(httpErrorDetails([{ code: '', message: '' }, { message: 'Only a message' }])).toBe('Only a message');
  });
});
