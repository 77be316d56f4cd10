import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/HttpError';
import {
  changePasswordErrorMessage,
  pointsToForgotPassword,
  serverMessage,
  signInErrorMessage,
} from './signInErrorMessage';

const err = (code: string, message = 'server says no', status = 401) => new HttpError(status, [{ code, message }]);

describe('signInErrorMessage (000 §8 Sign-in and passwords)', () => {
  it.each([
    ['8033', 'EMAIL_PASSWORD_INCORRECT'],
    ['11002', 'ACCOUNT_DISABLED'],
    ['11007', 'ACCOUNT_DISABLED'],
    ['11006', 'MANDATORY_PASSWORD_UPDATE'],
    ['11008', 'ACCOUNT_SUSPENDED_INACTIVITY'],
    ['8034', 'WRONG_BAND_SELECTED'],
  ])('maps code %s to %s', (code, key) => {
    expect(signInErrorMessage(err(code))).toEqual({ key });
  });

  it('shows the server message for any other code', () => {
    expect(signInErrorMessage(err('7777', 'Too many attempts'))).toEqual({ text: 'Too many attempts' });
  });

  it('falls back to the general error without a server message', () => {
    expect(signInErrorMessage(new HttpError(500, []))).toEqual({ key: 'HTTP_SERVER_ERROR' });
    expect(signInErrorMessage(new TypeError('x'))).toEqual({ key: 'HTTP_SERVER_ERROR' });
  });

  it('directs password expiry and inactivity suspension to Forgot password', () => {
    expect(pointsToForgotPassword(signInErrorMessage(err('11006')))).toBe(true);
    expect(pointsToForgotPassword(signInErrorMessage(err('11008')))).toBe(true);
    expect(pointsToForgotPassword(signInErrorMessage(err('8033')))).toBe(false);
  });

  it('shows the server message of a wrong second-factor code', () => {
    expect(serverMessage(err('8040', 'Code does not match'))).toEqual({ text: 'Code does not match' });
  });

  it('maps change-password code 1001 to EMAIL_PASSWORD_MATCHES_OLD, else the server message', () => {
    expect(changePasswordErrorMessage(err('1001', 'same', 400))).toEqual({ key: 'EMAIL_PASSWORD_MATCHES_OLD' });
    expect(changePasswordErrorMessage(err('1002', 'Token expired', 400))).toEqual({ text: 'Token expired' });
  });

  it('shows an invalid reset link (1003) with the server message and the way to Forgot password', () => {
    const message = changePasswordErrorMessage(err('1003', 'The reset link is invalid or has expired', 400));
    expect(message.text).toBe('The reset link is invalid or has expired');
    expect(pointsToForgotPassword(message)).toBe(true);
  });
});
