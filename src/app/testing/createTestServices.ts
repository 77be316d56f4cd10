// Test stand-ins for the shell's services: the real stores and client over an in-memory cookie jar and a fake fetch.
import { vi } from 'vitest';
import { createAppServices, type AppServices } from '../createAppServices';
import type { CookieJar } from '../session/cookies';
import { translate } from '../../i18n';

export type FakeRoute = (url: string, init: RequestInit) => Response | Promise<Response>;

export const jsonReply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (n) => values.get(n),
    set: (n, v) => void values.set(n, v),
    remove: (n) => void values.delete(n),
  };
}

export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
}

export function createTestServices(
  route: FakeRoute,
  cookies = memoryCookies(),
  /** the calls a test's screens name, as main.tsx passes src/runtime/declaredCalls' declaredCall */
  knownCall?: (callId: string) => { method: string; path: string } | undefined,
): AppServices & { fetch: ReturnType<typeof vi.fn>; cookies: typeof cookies } {
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => route(String(url), init));
  const services = createAppServices({
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookies,
    storage: memoryStorage(),
    translate,
    loadApiDeclarations: async () => ({}),
    knownCall,
  });
  return { ...services, fetch, cookies };
}
