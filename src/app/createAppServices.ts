import { createCallApi, type CallApi } from './http/createCallApi';
import { createHttpClient, type HttpClient } from './http/createHttpClient';
import type { HttpErrorNotice } from './http/mapHttpError';
import { createNotificationStore, type NotificationStore } from './notifications/createNotificationStore';
import { createAuthApi, type AuthApi } from './session/createAuthApi';
import type { CookieJar } from './session/cookies';
import { createSessionStore, type SessionStore } from './session/createSessionStore';

/** Everything the shell shares, built once without React (tests build their own with fakes). */
export interface AppServices {
  session: SessionStore;
  notifications: NotificationStore;
  http: HttpClient;
  auth: AuthApi;
  call: CallApi;
}

export interface AppServicesDeps {
  fetch: typeof fetch;
  cookies: CookieJar;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  translate(key: string, values?: Record<string, unknown>): string;
  loadApiDeclarations(): Promise<unknown>;
  /** The calls of the screen modules loaded so far (src/runtime/declaredCalls.ts). */
  knownCall?(callId: string): { method: string; path: string; encoding?: 'multipart' } | undefined;
}

export function createAppServices(deps: AppServicesDeps): AppServices {
  const session = createSessionStore(deps.cookies, deps.storage);
  const notifications = createNotificationStore();
  const notice = (n: HttpErrorNotice) =>
    notifications.notify({ kind: n.kind, message: deps.translate(n.key, n.values) });
  const http = createHttpClient({
    fetch: deps.fetch,
    tokens: session,
    notify: notice,
    onLogout: () => notifications.notify({ kind: 'warning', message: deps.translate('SESSION_EXPIRED') }),
  });
  return {
    session,
    notifications,
    http,
    auth: createAuthApi(http, session),
    call: createCallApi(http, deps.loadApiDeclarations, deps.knownCall),
  };
}
