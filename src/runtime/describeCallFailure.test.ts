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

  it("a 409 reads the conflict in plain words, not the server's code or message (001 §7: only a 400 shows them)", () => {
    const error = failure(409, [
      { code: 'COMPENSATION_STATE', message: 'The claim (rejected) does not allow this action', fields: ['state'] },
    ]);
    expect(describeCallFailure({}, error, t)).toEqual({ message: 'HTTP_CONFLICT', fieldErrors: [] });
    // a declared 409 keeps its text, on its field too; undeclared errors beside it add the plain sentence
    const declared = { COMPENSATION_EMAIL_EXISTS: 'EMAIL_TAKEN' };
    expect(
      describeCallFailure(
        declared,
        failure(409, [{ code: 'COMPENSATION_EMAIL_EXISTS', message: 'taken', fields: ['customer', 'email'] }]),
        t,
      ),
    ).toEqual({ message: 'EMAIL_TAKEN', fieldErrors: [{ path: ['customer', 'email'], message: 'EMAIL_TAKEN' }] });
    expect(
      describeCallFailure(
        declared,
        failure(409, [
          { code: 'COMPENSATION_EMAIL_EXISTS', message: 'taken' },
          { code: 'COMPENSATION_STATE', message: 'The claim (rejected) does not allow this action' },
        ]),
        t,
      ).message,
    ).toBe('EMAIL_TAKEN HTTP_CONFLICT');
  });
});
