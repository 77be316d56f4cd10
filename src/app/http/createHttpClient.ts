import { buildUrl } from './buildUrl';
import { HttpError, serverErrorsOf } from './HttpError';
import { mapHttpError, type HttpErrorNotice } from './mapHttpError';

/** Tokens of a sign-in: reply of the second factor and of the refresh call (000 §7). */
export interface AuthTokens {
  accessToken: string;
  /** absent for the console: the server keeps it in an HttpOnly cookie (docs/decisions/0026-refresh-token-cookie-issue-9.md) */
  refreshToken?: string;
  emailToken?: string;
  accessLevel?: number | string;
}

/** Where the client reads the request headers from and writes rotated tokens to (the session). */
export interface TokenStore {
  getAccessToken(): string | undefined;
  /** The browser holds a refresh cookie of a signed-in session (the cookie itself is HttpOnly: not readable here). */
  canRefresh(): boolean;
  getEmailToken(): string | undefined;
  getBrand(): string | undefined;
  getSessionShort(): boolean;
  setTokens(tokens: AuthTokens): void;
  clear(): void;
}

export interface HttpClientOptions {
  fetch: typeof fetch;
  tokens: TokenStore;
  /** Called once when a refresh fails; the tokens are already cleared. */
  onLogout(reason: 'SESSION_EXPIRED'): void;
  notify(notice: HttpErrorNotice): void;
  /**
   * The brand API base URL: a string, or a function asked for every request (the chosen brand's host from the
   * deployment file, src/app/deployment). Defaults to '/api' on the console's own origin.
   */
  baseUrl?: string | (() => string);
  /** Headers of the signed-in brand sent with every call (001 §7 smartcard version 2), read at each request. */
  extraHeaders?(): Record<string, string>;
}

export interface HttpRequest {
  method: string;
  /** Relative to the base URL; `{name}` segments are filled from `params`. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Show the 000 §8 notification on failure (default true). Sign-in pages turn it off and say it their own way. */
  notify?: boolean;
  /** Refresh-and-retry on 401 code 1/2 (default true). Off for sign-in calls, which have no session yet. */
  refresh?: boolean;
  /** Send the body as multipart/form-data (src/app/uploads/multipartBody, loaded on first use; outside http/, so not in the shell chunk): the call's declaration says `encoding: multipart`. */
  multipart?: boolean;
}

export interface HttpClient {
  /** Resolves with the parsed reply body (undefined for an empty reply); rejects with HttpError. */
  request<T = unknown>(req: HttpRequest): Promise<T>;
}

/** GET replies kept for revalidation (those with an ETag: the KeyGo weeks, issue 24), most recently used last. */
const REVALIDATED_REPLIES = 32;

/** 401 codes that mean "the session's tokens are stale", as opposed to sign-in outcomes (docs/architecture.md). */
const REFRESH_CODES = new Set(['1', '2']);

/**
 * 000 §8 General HTTP handling. Adds the access-token, brand and user-token headers; on a 401 with
 * code 1 or 2 refreshes exactly once while every other request waits, then retries them all;
 * a failed refresh logs out with 'session expired'. Failures are mapped to one notification each.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, notify, onLogout } = options;
  const configured = options.baseUrl ?? '/api';
  const baseUrl = typeof configured === 'function' ? configured : () => configured;
  const doFetch = options.fetch;
  let refreshing: Promise<boolean> | undefined;
  // API replies are no-store (personal data stays out of the browser's disk cache), so a reply with an ETag is kept
  // here, in memory, and asked for again with If-None-Match: a 304 answers with the kept body.
  const revalidated = new Map<string, { etag: string; body: unknown }>();

  function headersFor(hasBody: boolean, multipart = false): Record<string, string> {
    const headers: Record<string, string> = { ...options.extraHeaders?.(), Accept: 'application/json' };
    // a multipart body's Content-Type (with its boundary) is set by fetch from the FormData
    if (hasBody && !multipart) headers['Content-Type'] = 'application/json';
    const access = tokens.getAccessToken();
    const brand = tokens.getBrand();
    const emailToken = tokens.getEmailToken();
    if (access) headers.Authorization = `Bearer ${access}`;
    if (brand) headers['X-Brand'] = brand;
    if (emailToken) headers['X-User-Token'] = emailToken;
    // lets the server use the HttpOnly refresh cookie: a header no cross-site form can send
    headers['X-Requested-With'] = 'console';
    return headers;
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function runRefresh(): Promise<boolean> {
    let ok = false;
    if (tokens.canRefresh()) {
      try {
        const response = await doFetch(`${baseUrl()}/customers/auth/refresh`, {
          method: 'POST',
          // the refresh cookie of a brand API on another origin (same site: docs/decisions/1904)
          credentials: 'include',
          headers: headersFor(true),
          // the token travels in the HttpOnly cookie
          body: JSON.stringify({ grant_type: 'refresh_token', session_short: tokens.getSessionShort() }),
        });
        const body = (await readBody(response)) as { result?: AuthTokens } | undefined;
        if (response.ok && body?.result?.accessToken) {
          tokens.setTokens(body.result);
          ok = true;
        }
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      tokens.clear();
      onLogout('SESSION_EXPIRED');
    }
    return ok;
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /** After a stale-token 401: true when the request may be retried with fresh tokens. */
  function recover(sentWith: string | undefined): Promise<boolean> {
    const current = tokens.getAccessToken();
    // Someone else already refreshed (retry) or the session already ended (give up) since this request left.
    if (current !== sentWith) return Promise.resolve(current !== undefined);
    return refreshOnce();
  }

  async function send<T>(req: HttpRequest, retried: boolean): Promise<T> {
    if (refreshing) await refreshing;
    // asked again for every attempt: a retry after a refresh goes to the brand's host as the first try did
    const url = buildUrl(baseUrl(), req.path, req.params, req.query);
    const hasBody = req.body !== undefined;
    const sentWith = tokens.getAccessToken();
    const shouldNotify = req.notify !== false;
    const isGet = req.method.toUpperCase() === 'GET';
    const revalidateKey = `${tokens.getBrand()} ${url}`;
    const kept = isGet ? revalidated.get(revalidateKey) : undefined;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: req.method.toUpperCase(),
        headers: { ...headersFor(hasBody, req.multipart), ...(kept ? { 'If-None-Match': kept.etag } : {}) },
        credentials: 'include',
        body: !hasBody
          ? undefined
          : req.multipart
            ? (await import('../uploads/multipartBody')).multipartBody(req.body)
            : JSON.stringify(req.body),
      });
    } catch {
      const notice = mapHttpError(0, []);
      if (shouldNotify && notice) notify(notice);
      throw new HttpError(0, [], shouldNotify);
    }
    if (response.status === 304 && kept) {
      revalidated.delete(revalidateKey);
      revalidated.set(revalidateKey, kept);
      return kept.body as T;
    }
    const body = await readBody(response);
    const etag = response.headers.get('ETag');
    if (isGet && response.ok && etag) {
      revalidated.delete(revalidateKey);
      revalidated.set(revalidateKey, { etag, body });
      if (revalidated.size > REVALIDATED_REPLIES) revalidated.delete(revalidated.keys().next().value!);
    }
    if (response.ok) return body as T;

    const errors = serverErrorsOf(body);
    if (response.status === 401 && req.refresh !== false && !retried && errors.some((e) => REFRESH_CODES.has(e.code))) {
      if (await recover(sentWith)) return send<T>(req, true);
      // The logout already told the user why; nothing more to notify.
      throw new HttpError(401, errors, true);
    }
    const notice = mapHttpError(response.status, errors);
    if (shouldNotify && notice) notify(notice);
    throw new HttpError(response.status, errors, shouldNotify && notice !== undefined);
  }

  return { request: (req) => send(req, false) };
}
