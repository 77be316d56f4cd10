import { describe, expect, it } from 'vitest';
import { describeCallFailure } from './describeCallFailure';

const t = (key: string, values?: Record<string, unknown>) =>
  values?.details ? `${key}[${String(values.details)}]` : key;
const failure = (status: number, errors: unknown[]) => Object.assign(new Error('x'), { status, errors });

describe('describeCallFailure', () => {
  it('uses the declared texts when every error of the reply is declared, once each', () => {
    const declared = { '1001': 'BAD_DOMAIN', '409': 'TAKEN' };
    const error = failure(400, [
      { code: 1001, message: 'a', fields: ['email'] },
      { code: '1001', message: 'b' },
    ]);
    expect(describeCallFailure(declared, error, t)).toEqual({
      message: 'BAD_DOMAIN',
      fieldErrors: [{ path: ['email'], message: 'BAD_DOMAIN' }],
    });
  });

  it("lists a 400's errors with their fields, and gives each named field the server's message", () => {
    const error = failure(400, [
      { code: '1000', message: 'is required', fields: ['email'] },
      { code: '5', message: 'bad' },
    ]);
    expect(describeCallFailure(undefined, error, t)).toEqual({
      message: 'HTTP_BAD_REQUEST_DETAILS[1000: is required (email)\n5: bad]',
      fieldErrors: [{ path: ['email'], message: 'is required' }],
    });
  });

  it('gives the fixed texts of 000 §8 for 403, 404, server errors and anything that is not an HTTP error', () => {
    expect(describeCallFailure(undefined, failure(403, [{ code: '403', message: 'no', fields: ['x'] }]), t)).toEqual({
      message: 'HTTP_UNAUTHORIZED_ACCESS',
      fieldErrors: [],
    });
    expect(describeCallFailure(undefined, failure(404, []), t).message).toBe('HTTP_NOT_FOUND');
    expect(describeCallFailure(undefined, failure(502, [{ code: '1', message: 'gateway' }]), t).message).toBe(
      'HTTP_SERVER_ERROR',
    );
    expect(describeCallFailure(undefined, new TypeError('Unknown call'), t).message).toBe('HTTP_SERVER_ERROR');
  });

  it("states a 409 conflict's own reason", () => {
    const error = failure(409, [{ code: '409', message: 'The railcard is ACCEPTED', fields: ['state'] }]);
    expect(describeCallFailure({}, error, t)).toEqual({
      message: 'HTTP_BAD_REQUEST_DETAILS[409: The railcard is ACCEPTED (state)]',
      fieldErrors: [{ path: ['state'], message: 'The railcard is ACCEPTED' }],
    });
  });
});
