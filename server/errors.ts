// Error replies of the sandbox API (docs/architecture.md "HTTP conventions"):
// status 400/401/403/404/409 with { errors: [{ code, message, fields }] }.

export interface ErrorItem {
  code: string;
  message: string;
  fields?: string[];
}

export class ApiError extends Error {
  /** set by keepingChanges(): the call's transaction commits although the call is refused */
  keepChanges = false;

  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
  ) {
    super(errors.map((e) => e.message).join('; '));
  }

  /**
   * A refusal whose writes must stand: a counted wrong password or code, a sign-in revoked for token reuse.
   * Every other refusal rolls the call's transaction back (server/routes.ts), so a refused call changes nothing.
   */
  keepingChanges(): this {
    this.keepChanges = true;
    return this;
  }

  static of(status: number, code: string, message: string, fields?: string[]): ApiError {
    return new ApiError(status, [{ code, message, ...(fields ? { fields } : {}) }]);
  }
}

/** Codes this server answers with (sign-in codes are the spec's, 000 §8; the others are the sandbox's own). */
export const Codes = {
  /** access token missing, expired or revoked: the console refreshes and retries */
  ACCESS_TOKEN_INVALID: '1',
  /** refresh token unknown, expired or revoked: the console logs out ('session expired') */
  REFRESH_TOKEN_INVALID: '2',
  VALIDATION: '1000',
  PASSWORD_MATCHES_OLD: '1001',
  PASSWORD_POLICY: '1002',
  RESET_TOKEN_INVALID: '1003',
  /** 000 §8 staff users: add user with an e-mail outside the brand's staff domains (console: INVALID_EMAIL_DOMAIN) */
  INVALID_EMAIL_DOMAIN: '1001',
  /** 000 §5 a change of access level must differ from the current one */
  ACCESS_LEVEL_UNCHANGED: '1004',
  EMAIL_PASSWORD_INCORRECT: '8033',
  WRONG_BRAND: '8034',
  CODE_MISMATCH: '8035',
  CODE_EXPIRED: '8036',
  CODE_ATTEMPTS_EXCEEDED: '8037',
  EMAIL_TOKEN_INVALID: '8038',
  /** sandbox: too many second-factor codes for one sign-in or one account (429) */
  RESEND_LIMIT: '8039',
  ACCOUNT_DEACTIVATED: '11002',
  PASSWORD_EXPIRED: '11006',
  ACCOUNT_LOCKED: '11007',
  ACCOUNT_SUSPENDED: '11008',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  CONFLICT: '409',
  NOT_IMPLEMENTED: '501',
} as const;

export const unauthorized = () =>
  ApiError.of(401, Codes.ACCESS_TOKEN_INVALID, 'Access token is missing, invalid or expired');
export const forbidden = () => ApiError.of(403, Codes.FORBIDDEN, 'Unauthorized access.');
export const notFound = () => ApiError.of(404, Codes.NOT_FOUND, 'Requested data not found');
