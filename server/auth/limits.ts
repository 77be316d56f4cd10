// Sign-in limits of the sandbox. 000 §9 gives the code length and validity; the spec does not give the
// others (lockout threshold, password age, inactivity), so these are the sandbox's choices (docs/decisions/0046-sign-order-sandbox.md).

export const SECOND_FACTOR_VALIDITY_MINUTES = 15;
/** wrong codes accepted per code before it is spent and a new one must be requested */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
/** consecutive wrong passwords before the account locks (code 11007) */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 30;
/** a password older than this must be changed (code 11006) */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** an account not used for this long is suspended (code 11008) until its password is reset */
export const INACTIVITY_DAYS = 60;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** refresh token lifetime: "short session" (session_short) vs remembered */
export const REFRESH_TTL_SHORT_HOURS = 12;
export const REFRESH_TTL_LONG_DAYS = 30;
/** the e-mail token (X-User-Token) names the sign-in; it lives as long as a long session */
export const EMAIL_TOKEN_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * A rotated refresh token presented again within this many seconds gets the same new pair instead of counting as
 * reuse: two tabs (or a retried request whose reply was lost) refresh at once with one token. Short, so a stolen
 * token is still caught by reuse detection once the window has passed; long enough for a slow network round trip.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/**
 * Codes a sign-in may be sent (the first one and resends) within SECOND_FACTOR_VALIDITY_MINUTES: every code buys
 * SECOND_FACTOR_MAX_ATTEMPTS guesses, so unlimited resends would make the 6-digit code guessable. 5 codes cover a
 * slow or lost e-mail several times over.
 */
export const SECOND_FACTOR_CODES_PER_SIGN_IN = 5;
/**
 * Codes one account may be sent per hour over all its sign-ins: a new sign-in needs the password, but whoever has
 * it must still not get unlimited guesses at the code. 10 codes = at most 50 guesses an hour, 1 in 20,000.
 */
export const SECOND_FACTOR_CODES_PER_ACCOUNT_HOUR = 10;
