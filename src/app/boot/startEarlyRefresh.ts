import { earlyCookie, EARLY_BRAND_COOKIE, EARLY_SIGNED_IN_COOKIE, isPublicPath } from './startEarlyLoads';

// Copies of what the shell owns (boot must not import the shell); startEarlyLoads.test.ts keeps them equal.
export const EARLY_REFRESH_PATH = '/customers/auth/refresh';
export const EARLY_SESSION_KEY = 'console.session';
export const EARLY_EMAIL_COOKIE = 'email';
export const EARLY_EMAIL_TOKEN_COOKIE = 'emailToken';

/**
 * A tab main.tsx will resume (createSessionStore's readUser finds no user, the refresh cookie's marker is there):
 * a new tab of a signed-in browser. A reload keeps its access token in sessionStorage and asks nothing.
 */
export function tabNeedsResume(doc: Pick<Document, 'cookie'>, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (earlyCookie(doc, EARLY_SIGNED_IN_COOKIE) === undefined) return false;
  try {
    const stored = JSON.parse(storage?.getItem(EARLY_SESSION_KEY) ?? 'null') as { accessToken?: unknown } | null;
    return !(stored?.accessToken && earlyCookie(doc, EARLY_EMAIL_COOKIE));
  } catch {
    return true; // a damaged entry means no session in this tab, as the store reads it
  }
}

/** The brand's API base as the shell's apiBaseUrlFor reads the deployment file; undefined when it cannot tell. */
export function earlyApiBase(deployment: unknown, brand: string | undefined): string | undefined {
  const brands = (deployment as { brands?: unknown } | null)?.brands;
  if (!Array.isArray(brands) || brands.length === 0) return undefined;
  const chosen = (brands.find((b) => (b as { id?: unknown })?.id === brand) ?? brands[0]) as { apiBaseUrl?: unknown };
  return typeof chosen?.apiBaseUrl === 'string' ? chosen.apiBaseUrl : undefined;
}

/** The cookie in which the shell keeps the session brand's API base (earlyStart.ts rememberApiBase). */
export const EARLY_API_BASE_COOKIE = 'apiBase';

/** The API base the shell last used for `brand` (the brand cookie; none: the first brand's), if it kept one. */
function rememberedApiBase(doc: Pick<Document, 'cookie'>, brand: string | undefined): string | undefined {
  try {
    const kept = JSON.parse(earlyCookie(doc, EARLY_API_BASE_COOKIE) ?? 'null') as {
      brand?: unknown;
      apiBaseUrl?: unknown;
    } | null;
    return kept?.brand === (brand ?? null) && typeof kept.apiBaseUrl === 'string' ? kept.apiBaseUrl : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 24, list to first row: a new tab's session refresh (000 §7) starts at once, to the API base the last
 * deployment file gave the brand when the shell last ran (kept in a cookie by main.tsx), or else as soon as the deployment
 * file is in — while the shell is still arriving and running, instead of after it ran, and without waiting for a task
 * slot behind the shell to read the file (decision 2497). main.tsx's fetch takes this reply for its first refresh only
 * when it went where the file now says (earlyStart.ts withEarlyRefresh); a refresh that went to a host the file no
 * longer names is waited for and ignored. Same request as the shell's createAuthApi resume: the token travels in the
 * HttpOnly cookie, the headers are those createHttpClient sends before any token is known.
 */
export function startEarlyRefresh(
  doc: Pick<Document, 'cookie'>,
  where: Pick<Location, 'pathname'>,
  storage: Pick<Storage, 'getItem'> | undefined,
  win: Pick<Window, 'fetch' | '__consoleEarly'>,
): void {
  const deployment = win.__consoleEarly?.deployment;
  // main.tsx resumes on signed-in routes only (a logged-out page resumes in App, after its own checks)
  if (!deployment || isPublicPath(where.pathname) || !tabNeedsResume(doc, storage)) return;
  const brand = earlyCookie(doc, EARLY_BRAND_COOKIE);
  const emailToken = earlyCookie(doc, EARLY_EMAIL_TOKEN_COOKIE);
  const send = (base: string | undefined) =>
    base === undefined
      ? undefined
      : win.fetch(`${base}${EARLY_REFRESH_PATH}`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(brand ? { 'X-Brand': brand } : {}),
            ...(emailToken ? { 'X-User-Token': emailToken } : {}),
            'X-Requested-With': 'console',
          },
          body: JSON.stringify({ grant_type: 'refresh_token', session_short: true }),
        });
  const known = rememberedApiBase(doc, brand);
  // the clone is taken before main.tsx reads the body (this handler was attached first); any doubt: main refreshes
  const base =
    known !== undefined
      ? Promise.resolve(known)
      : deployment
          .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : undefined))
          .then((file) => earlyApiBase(file, brand))
          .catch(() => undefined);
  const url = base.then((b) => (b === undefined ? undefined : `${b}${EARLY_REFRESH_PATH}`));
  // a remembered host: sent now, in this task
  const reply = known !== undefined ? Promise.resolve(send(known)) : base.then(send);
  reply.catch(() => undefined); // main.tsx's fetch meets the error itself
  win.__consoleEarly!.refresh = { url, reply };
}
