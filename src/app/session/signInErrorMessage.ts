import type { HttpError } from '../http/HttpError';

/** A message for the sign-in pages: an i18n key, or the server's own text when the spec says so. */
export type SignInMessage = ({ key: string; text?: undefined } | { text: string; key?: undefined }) & {
  /** The message leads on to Forgot password (a link follows it). */
  forgotPassword?: boolean;
};

/** 000 §8 Sign-in and passwords: login 401 codes → message keys. */
const LOGIN_CODES: Record<string, string> = {
  '8033': 'EMAIL_PASSWORD_INCORRECT',
  '11002': 'ACCOUNT_DISABLED',
  '11007': 'ACCOUNT_DISABLED',
  '11006': 'MANDATORY_PASSWORD_UPDATE',
  '11008': 'ACCOUNT_SUSPENDED_INACTIVITY',
  '8034': 'WRONG_BAND_SELECTED',
};

/**
 * 000 §8: 8033 wrong e-mail or password; 11002/11007 account disabled; 11006 mandatory password
 * update and 11008 inactivity suspension (both direct to Forgot password); 8034 wrong brand;
 * otherwise the server message (or the general error when there is none).
 */
export function signInErrorMessage(error: unknown): SignInMessage {
  const http = error as Partial<HttpError> | undefined;
  const code = http?.errors?.[0]?.code;
  if (code && LOGIN_CODES[code]) return { key: LOGIN_CODES[code] };
  return serverMessage(error);
}

/** Second factor, resend and change password: the server message is shown (000 §8). */
export function serverMessage(error: unknown, fallbackKey = 'HTTP_SERVER_ERROR'): SignInMessage {
  const text = (error as Partial<HttpError> | undefined)?.errors?.[0]?.message;
  return text ? { text } : { key: fallbackKey };
}

/** Change password: code 1001 means the new password equals the old one (000 §8). */
export function changePasswordErrorMessage(error: unknown): SignInMessage {
  const code = (error as Partial<HttpError> | undefined)?.errors?.[0]?.code;
  if (code === '1001') return { key: 'EMAIL_PASSWORD_MATCHES_OLD' };
  // 1003: the reset link is invalid, used or expired; the server's words, and the way to a new link
  if (code === '1003') return { ...serverMessage(error), forgotPassword: true };
  return serverMessage(error);
}

/** Messages that direct the user to Forgot password (000 §8). */
export function pointsToForgotPassword(message: SignInMessage): boolean {
  return (
    message.forgotPassword === true ||
    message.key === 'MANDATORY_PASSWORD_UPDATE' ||
    message.key === 'ACCOUNT_SUSPENDED_INACTIVITY'
  );
}
