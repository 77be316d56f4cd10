// 000 §3 keeps the refresh token in a cookie. The server sets it HttpOnly (no script can read it), SameSite=Strict,
// Secure over https, and only for the sign-in and session calls (Path=/api/customers/auth). A refresh or logout that
// relies on the cookie must carry CONSOLE_HEADER: a cross-site form cannot send a custom header, and a cross-site
// fetch with one needs a CORS preflight this server never grants, so the cookie cannot be used by another site.
import type { CallContext } from '../context';
import { ApiError, Codes } from '../errors';

export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/api/customers/auth';
/** sent by the console with every sign-in and session call: "the refresh token is in the cookie, keep it out of the reply" */
export const CONSOLE_HEADER = 'x-requested-with';

/** True when the console made the call: the reply leaves the refresh token to the cookie. */
export function fromConsole(ctx: CallContext): boolean {
  return typeof ctx.request.headers[CONSOLE_HEADER] === 'string';
}

function secure(ctx: CallContext): boolean {
  return ctx.request.protocol === 'https' || Boolean(ctx.settings.publicUrl?.startsWith('https:'));
}

/** A session cookie, like the console's own (closing the browser ends the session); the token's expiry is the server's. */
export function setRefreshCookie(ctx: CallContext, token: string): void {
  ctx.reply?.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: secure(ctx),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function clearRefreshCookie(ctx: CallContext): void {
  ctx.reply?.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: secure(ctx),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

/** The cookie's refresh token; only for a request with CONSOLE_HEADER (else 401 naming the header). */
export function refreshTokenFromCookie(ctx: CallContext): string | undefined {
  const token = ctx.request.cookies?.[REFRESH_COOKIE];
  if (!token) return undefined;
  if (!fromConsole(ctx)) {
    throw ApiError.of(
      401,
      Codes.REFRESH_TOKEN_INVALID,
      `The session cookie is only accepted with the ${CONSOLE_HEADER} header`,
      [CONSOLE_HEADER],
    );
  }
  return token;
}

/** Reply of a sign-in or refresh: the spec's shape for API clients; without the refresh token for the console. */
export function withRefreshToken<T extends { refreshToken: string }>(
  ctx: CallContext,
  result: T,
): T | Omit<T, 'refreshToken'> {
  if (!fromConsole(ctx)) return result;
  const { refreshToken: _kept, ...rest } = result;
  return rest;
}
