import { apiBaseUrlFor, type Deployment } from '../domain/deployment';
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
  /** The signed-in brand's extra headers of every call (001 §7 smartcard version 2: smartcardVersionHeaders). */
  setApiHeaders(headers: Record<string, string>): void;
  /** the deployment file's brands and API hosts; undefined = same-origin /api (sandbox development server) */
  deployment?: Deployment;
}

export interface AppServicesDeps {
  fetch: typeof fetch;
  cookies: CookieJar;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  translate(key: string, values?: Record<string, unknown>): string;
  loadApiDeclarations(): Promise<unknown>;
  deployment?: Deployment;
  /** The calls of the screen modules loaded so far (src/runtime/declaredCalls.ts). */
  knownCall?(callId: string): { method: string; path: string; encoding?: 'multipart' } | undefined;
}

export function createAppServices(deps: AppServicesDeps): AppServices {
  const { deployment } = deps;
  const session = createSessionStore(deps.cookies, deps.storage);
  const notifications = createNotificationStore();
  const notice = (n: HttpErrorNotice) =>
    notifications.notify({ kind: n.kind, message: deps.translate(n.key, n.values) });
  let apiHeaders: Record<string, string> = {};
  const http = createHttpClient({
    fetch: deps.fetch,
    tokens: session,
    extraHeaders: () => apiHeaders,
    notify: notice,
    onLogout: () => notifications.notify({ kind: 'warning', message: deps.translate('SESSION_EXPIRED') }),
    // every call, refresh and retry goes to the API host of the session's brand (000 §7)
    baseUrl: deployment ? () => apiBaseUrlFor(deployment, session.getBrand()) : undefined,
  });
  return {
    session,
    notifications,
    http,
    auth: createAuthApi(http, session),
    call: createCallApi(http, deps.loadApiDeclarations, deps.knownCall),
    setApiHeaders: (headers) => {
      apiHeaders = headers;
    },
    deployment,
  };
}
