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

/**
 * Issue 24, list to first row: a new tab's session refresh (000 §7) starts as soon as the deployment file is in, to the
 * brand's API base the file names — while the shell is still arriving and running, instead of after it ran (decision
 * 2481). Never before the file: a host remembered from an earlier run may no longer be the brand's, and a refresh token
 * sent there is refused, or used up, and the tab lands on /login (decision 2535, which withdrew 2497's remembered
 * host). main.tsx's fetch takes this reply for its first refresh when it went where the file says (earlyStart.ts
 * withEarlyRefresh). Same request as the shell's createAuthApi resume: the token travels in the HttpOnly cookie, the
 * headers are those createHttpClient sends before any token is known.
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
  // the clone is taken before main.tsx reads the body (this handler was attached first); any doubt: main refreshes
  const base = deployment
    .then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : undefined))
    .then((file) => earlyApiBase(file, brand))
    .catch(() => undefined);
  const url = base.then((b) => (b === undefined ? undefined : `${b}${EARLY_REFRESH_PATH}`));
  const reply = base.then(send);
  reply.catch(() => undefined); // main.tsx's fetch meets the error itself
  win.__consoleEarly!.refresh = { url, reply };
}
