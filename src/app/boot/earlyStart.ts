/** What src/boot.ts started before the shell ran, for main.tsx to take over (read once). */
export interface EarlyStart {
  deployment?: Promise<Response>;
  /** a new tab's session refresh (startEarlyRefresh.ts): where it went, once known, and its reply; both undefined
   *  when boot could not tell where to send it */
  refresh?: { url: Promise<string | undefined>; reply: Promise<Response | undefined> };
  /** a new tab's search, sent on the refresh reply (startEarlySearch.ts); undefined inside when nothing was sent */
  search?: Promise<EarlySearchSent | undefined>;
}

export interface EarlySearchSent {
  url: string;
  headers: Record<string, string>;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __consoleEarly?: EarlyStart;
  }
}

/** The deployment file's reply boot asked for, once; undefined when boot did not run (tests, the dev server's first load). */
export function takeEarlyDeployment(win: Pick<Window, '__consoleEarly'>): Promise<Response> | undefined {
  const early = win.__consoleEarly?.deployment;
  if (win.__consoleEarly) win.__consoleEarly.deployment = undefined;
  return early;
}

const isRefresh = (input: RequestInfo | URL, init?: RequestInit) =>
  init?.method === 'POST' && String(input).endsWith('/customers/auth/refresh');

/**
 * `fetchFn`, except that the first session refresh is answered by the one boot sent, when it went to the same
 * address. A refresh token works once (it rotates), so a refresh of ours sent while boot's is under way would end
 * the session: whatever boot did, ours waits for it to settle first.
 */
export function withEarlyRefresh(fetchFn: typeof fetch, win: Pick<Window, '__consoleEarly'>): typeof fetch {
  return async (input, init) => {
    const early = win.__consoleEarly?.refresh;
    if (!early || !isRefresh(input, init)) return fetchFn(input, init);
    win.__consoleEarly!.refresh = undefined;
    const [url, reply] = await Promise.all([early.url, early.reply.catch(() => undefined)]);
    if (url === String(input) && reply) return reply;
    // boot's went nowhere, failed or went elsewhere: ours, with the cookie as boot's reply left it
    return fetchFn(input, init);
  };
}

const pathOf = (url: string) => url.split('?')[0];

const headerList = (headers: HeadersInit | undefined) =>
  JSON.stringify([...new Headers(headers)].sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * `fetchFn`, except that the runtime's first request to the address boot searched is answered by boot's reply when it
 * is the same request: address, method and every header (the access token among them). The first request to that
 * path decides, matched or not: boot's reply is never kept for a later search, which must ask the server itself.
 */
export function withEarlySearch(fetchFn: typeof fetch, win: Pick<Window, '__consoleEarly'>): typeof fetch {
  return async (input, init) => {
    const early = win.__consoleEarly?.search;
    if (!early || (init?.method ?? 'GET').toUpperCase() !== 'GET') return fetchFn(input, init);
    const sent = await early;
    if (!sent) {
      if (win.__consoleEarly?.search === early) win.__consoleEarly.search = undefined;
      return fetchFn(input, init);
    }
    const url = String(input);
    if (pathOf(url) !== pathOf(sent.url) || win.__consoleEarly?.search !== early) return fetchFn(input, init);
    win.__consoleEarly.search = undefined;
    const same =
      url === sent.url && init?.credentials === 'include' && headerList(init?.headers) === headerList(sent.headers);
    return same ? sent.reply : fetchFn(input, init);
  };
}
