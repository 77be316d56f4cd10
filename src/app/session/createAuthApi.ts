import type { AuthTokens, HttpClient } from '../http/createHttpClient';
import type { SessionStore } from './createSessionStore';

export type SignInOutcome = { kind: 'signedIn' } | { kind: 'secondFactor' };

export interface AuthApi {
  signIn(input: { email: string; password: string; brand?: string }): Promise<SignInOutcome>;
  confirmCode(code: string): Promise<void>;
  resendCode(): Promise<void>;
  /** Ends the session locally at once and on the server (best effort). */
  logout(): Promise<void>;
  /** A new tab has the refresh-token cookie but no access token: get one without asking the user. */
  resume(): Promise<boolean>;
  requestPasswordReset(input: { email: string; brand?: string }): Promise<void>;
  changePassword(input: { password: string; token: string; brand?: string }): Promise<void>;
  /** GET /config/brands: the brands the deployment offers (reply `result`, unchecked). */
  listBrands(): Promise<unknown>;
  /**
   * Sandbox only (the screen catalogue): ends any session, then signs in as the brand's demo account of that level
   * (POST /sandbox/view-as; the server refuses it outside sandbox mode).
   */
  viewAs(brand: string, level: string): Promise<void>;
}

/**
 * 000 §7 Sign-in and session calls (paths in docs/architecture.md). Sign-in calls neither refresh
 * on 401 nor raise the general notifications: the pages show the 000 §8 sign-in messages.
 */
export function createAuthApi(http: HttpClient, session: SessionStore): AuthApi {
  const quiet = { notify: false, refresh: false } as const;
  // One resume at a time: a refresh token works once (it rotates), so a second parallel call would end the session.
  let resuming: Promise<boolean> | undefined;

  async function resumeOnce(): Promise<boolean> {
    if (!session.canRefresh()) return false;
    try {
      const reply = await http.request<{ result: AuthTokens }>({
        method: 'POST',
        path: '/customers/auth/refresh',
        // the token travels in the HttpOnly cookie
        body: { grant_type: 'refresh_token', session_short: session.getSessionShort() },
        ...quiet,
      });
      session.setTokens(reply.result);
      return true;
    } catch {
      session.clear();
      return false;
    }
  }

  return {
    async signIn({ email, password, brand }) {
      session.setBrand(brand ?? session.getBrand());
      const reply = await http.request<{ result?: Partial<AuthTokens> }>({
        method: 'POST',
        path: '/customers/auth',
        body: { grant_type: 'password', username: email, password, session_short: session.getSessionShort() },
        ...quiet,
      });
      const result = reply?.result ?? {};
      session.beginSignIn(email, brand ?? session.getBrand(), result.emailToken ?? '');
      if (result.accessToken) {
        session.completeSignIn(result as AuthTokens);
        return { kind: 'signedIn' };
      }
      return { kind: 'secondFactor' };
    },
    async confirmCode(code) {
      const reply = await http.request<{ result: AuthTokens }>({
        method: 'POST',
        path: '/customers/admin/auth/secondFactor',
        body: {
          secondFactorType: 'EMAIL',
          code,
          token: session.getEmailToken(),
          sessionShort: session.getSessionShort(),
        },
        ...quiet,
      });
      session.completeSignIn(reply.result);
    },
    async resendCode() {
      await http.request({
        method: 'POST',
        path: '/customers/admin/auth/secondFactor/resend',
        body: { emailToken: session.getEmailToken() },
        ...quiet,
      });
    },
    async logout() {
      const signedIn = session.canRefresh();
      session.clear();
      if (signedIn) {
        // `current`: the server signs out the sign-in of the HttpOnly refresh cookie, and clears it
        await http
          .request({ method: 'DELETE', path: '/customers/auth/{token}', params: { token: 'current' }, ...quiet })
          .catch(() => undefined);
      }
    },
    resume() {
      resuming ??= resumeOnce().finally(() => {
        resuming = undefined;
      });
      return resuming;
    },
    async requestPasswordReset({ email, brand }) {
      if (brand) session.setBrand(brand);
      await http.request({
        method: 'POST',
        path: '/admin/reset-password',
        body: brand ? { email, brand } : { email },
        ...quiet,
      });
    },
    async listBrands() {
      const reply = await http.request<{ result?: unknown }>({ method: 'GET', path: '/config/brands', ...quiet });
      return reply?.result;
    },
    async viewAs(brand, level) {
      await this.logout();
      session.setBrand(brand);
      const reply = await http.request<{ result: AuthTokens & { email: string } }>({
        method: 'POST',
        path: '/sandbox/view-as',
        body: { brand, level },
        ...quiet,
      });
      session.beginSignIn(reply.result.email, brand, '');
      session.completeSignIn(reply.result);
    },
    async changePassword({ password, token, brand }) {
      if (brand) session.setBrand(brand);
      await http.request({
        method: 'POST',
        path: '/admin/reset-password/',
        query: { token },
        body: { password, token, ...(brand ? { brand } : {}) },
        ...quiet,
      });
    },
  };
}
