import type { AuthTokens, TokenStore } from '../http/createHttpClient';
import type { CookieJar } from './cookies';
import { LEVELS, isLevelName } from '../../domain/levels';

/** 000 §3 Session user. */
export interface SessionUser {
  email: string;
  accessToken: string;
  /** Numeric grant level (000 §6). */
  accessLevel: number;
}

export interface SessionSnapshot {
  user: SessionUser | undefined;
  /** Brand of the session, or chosen on the sign-in page; sent as X-Brand. */
  brand: string | undefined;
}

export interface SessionStore extends TokenStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** After the password step: keeps the e-mail token (X-User-Token) and brand for the second factor. */
  beginSignIn(email: string, brand: string | undefined, emailToken: string): void;
  /** After the second factor (or a 201 sign-in). */
  completeSignIn(tokens: AuthTokens): void;
  setBrand(brand: string | undefined): void;
  /** The e-mail of the user whose session last ended in this tab (memory only): a return URL is theirs alone. */
  getSignedOutEmail?(): string | undefined;
}

const COOKIE = { signedIn: 'signedIn', emailToken: 'emailToken', email: 'email', brand: 'brand' } as const;
/** Older consoles kept the refresh token in a script-readable cookie of this name; removed wherever met. */
const LEGACY_REFRESH_COOKIE = 'refreshToken';
const STORAGE_KEY = 'console.session';

/** Accepts the access level as a number, a numeric string or a level name. */
export function toLevel(value: unknown): number {
  if (typeof value === 'number') return value;
  if (isLevelName(value)) return LEVELS[value];
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Where the session lives (docs/decisions/0025-where-session-lives.md):
 * - cookies (000 §3): e-mail token, e-mail, brand, and a `signedIn` marker; the refresh token itself is an
 *   HttpOnly cookie the server sets and reads (no script can read it), so the marker says that it exists;
 * - memory, mirrored to sessionStorage: access token and access level, so a reload of the tab
 *   stays signed in while the token is kept out of cookies (not sent with every request) and
 *   disappears with the tab. A new tab has only the cookies and refreshes once to get its own.
 */
export function createSessionStore(
  cookies: CookieJar,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { user: readUser(), brand: cookies.get(COOKIE.brand) };
  let signedOutEmail: string | undefined;

  function readUser(): SessionUser | undefined {
    try {
      const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as {
        accessToken?: string;
        accessLevel?: number;
      } | null;
      const email = cookies.get(COOKIE.email);
      if (stored?.accessToken && email && cookies.get(COOKIE.signedIn)) {
        return { email, accessToken: stored.accessToken, accessLevel: toLevel(stored.accessLevel) };
      }
    } catch {
      // A damaged entry means no session in this tab.
    }
    return undefined;
  }

  function markSignedIn() {
    cookies.set(COOKIE.signedIn, '1');
    cookies.remove(LEGACY_REFRESH_COOKIE);
  }

  function publish(next: SessionSnapshot) {
    snapshot = next;
    if (next.user)
      storage?.setItem(
        STORAGE_KEY,
        JSON.stringify({ accessToken: next.user.accessToken, accessLevel: next.user.accessLevel }),
      );
    else storage?.removeItem(STORAGE_KEY);
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.user?.accessToken,
    canRefresh: () => cookies.get(COOKIE.signedIn) !== undefined,
    getEmailToken: () => cookies.get(COOKIE.emailToken),
    getBrand: () => snapshot.brand,
    getSignedOutEmail: () => signedOutEmail,
    getSessionShort: () => true,
    beginSignIn(email, brand, emailToken) {
      cookies.set(COOKIE.email, email);
      cookies.set(COOKIE.emailToken, emailToken);
      if (brand) cookies.set(COOKIE.brand, brand);
      publish({ user: undefined, brand: brand ?? snapshot.brand });
    },
    completeSignIn(tokens) {
      const email = cookies.get(COOKIE.email) ?? '';
      markSignedIn();
      if (tokens.emailToken) cookies.set(COOKIE.emailToken, tokens.emailToken);
      publish({
        ...snapshot,
        user: { email, accessToken: tokens.accessToken, accessLevel: toLevel(tokens.accessLevel) },
      });
    },
    setTokens(tokens) {
      markSignedIn();
      if (tokens.emailToken) cookies.set(COOKIE.emailToken, tokens.emailToken);
      const email = snapshot.user?.email ?? cookies.get(COOKIE.email) ?? '';
      const accessLevel =
        tokens.accessLevel === undefined ? (snapshot.user?.accessLevel ?? 0) : toLevel(tokens.accessLevel);
      publish({ ...snapshot, user: { email, accessToken: tokens.accessToken, accessLevel } });
    },
    setBrand(brand) {
      if (brand) cookies.set(COOKIE.brand, brand);
      else cookies.remove(COOKIE.brand);
      publish({ ...snapshot, brand });
    },
    clear() {
      signedOutEmail = snapshot.user?.email ?? cookies.get(COOKIE.email) ?? signedOutEmail;
      cookies.remove(COOKIE.signedIn);
      cookies.remove(LEGACY_REFRESH_COOKIE);
      cookies.remove(COOKIE.emailToken);
      cookies.remove(COOKIE.email);
      // The brand cookie stays: the next sign-in on this machine starts with the same brand and theme.
      publish({ ...snapshot, user: undefined });
    },
  };
}
