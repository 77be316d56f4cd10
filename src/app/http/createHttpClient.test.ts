import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type AuthTokens, type TokenStore } from './createHttpClient';
import { HttpError } from './HttpError';

function memoryTokens(
  initial: Partial<AuthTokens> & { brand?: string } = {},
): TokenStore & { state: Partial<AuthTokens> } {
  const state: Partial<AuthTokens> = { accessToken: 'a1', refreshToken: 'r1', emailToken: 'e1', ...initial };
  return {
    state,
    getAccessToken: () => state.accessToken,
    canRefresh: () => state.refreshToken !== undefined,
    getEmailToken: () => state.emailToken,
    getBrand: () => initial.brand ?? 'southern',
    getSessionShort: () => true,
    setTokens: (t) => Object.assign(state, t),
    clear: () => {
      state.accessToken = undefined;
      state.refreshToken = undefined;
      state.emailToken = undefined;
    },
  };
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake brand API: accepts only the current access token; refresh rotates to a2/r2 once r1 is presented. */
function fakeApi(opts: { refreshSucceeds: boolean }) {
  let validAccess = 'a2';
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    await new Promise((r) => setTimeout(r, 1));
    if (String(url).endsWith('/customers/auth/refresh')) {
      if (!opts.refreshSucceeds) return json(401, { errors: [{ code: '2', message: 'refresh token invalid' }] });
      validAccess = 'a2';
      return json(201, { result: { accessToken: 'a2', refreshToken: 'r2', emailToken: 'e2', accessLevel: 30 } });
    }
    const auth = (init.headers as Record<string, string>).Authorization;
    if (auth !== `Bearer ${validAccess}`)
      return json(401, { errors: [{ code: '1', message: 'access token expired' }] });
    return json(200, { result: String(url) });
  });
  return { fetchFn, calls };
}

describe('createHttpClient refresh queue', () => {
  it('refreshes exactly once for 20 parallel 401s and retries all of them', async () => {
    const { fetchFn, calls } = fakeApi({ refreshSucceeds: true });
    const tokens = memoryTokens();
    const onLogout = vi.fn();
    const notify = vi.fn();
    const client = createHttpClient({ fetch: fetchFn as typeof fetch, tokens, onLogout, notify });

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.request<{ result: string }>({ method: 'GET', path: `/orders/{id}`, params: { id: i } }),
      ),
    );

    expect(replies.map((r) => r.result)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/orders/${i}`));
    const refreshCalls = calls.filter((c) => c.url.endsWith('/customers/auth/refresh'));
    expect(refreshCalls).toHaveLength(1);
    // the refresh token travels in the HttpOnly cookie, with the header a cross-site form cannot send
    expect(JSON.parse(String(refreshCalls[0].init.body))).toEqual({ grant_type: 'refresh_token', session_short: true });
    expect((refreshCalls[0].init.headers as Record<string, string>)['X-Requested-With']).toBe('console');
    expect(calls).toHaveLength(20 + 1 + 20);
    expect(tokens.state).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', emailToken: 'e2' });
    expect(onLogout).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('refreshes and retries a quiet request (notify: false, as dialogs send) like any other', async () => {
    const { fetchFn, calls } = fakeApi({ refreshSucceeds: true });
    const notify = vi.fn();
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify,
    });
    await expect(
      client.request<{ result: string }>({ method: 'POST', path: '/quiet', body: {}, notify: false }),
    ).resolves.toEqual({ result: '/api/quiet' });
    expect(calls.map((c) => c.url)).toEqual(['/api/quiet', '/api/customers/auth/refresh', '/api/quiet']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('holds requests made while a refresh is running until it has finished', async () => {
    const { fetchFn, calls } = fakeApi({ refreshSucceeds: true });
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify: vi.fn(),
    });
    const first = client.request({ method: 'GET', path: '/a' });
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/refresh'))).toBe(true));
    const late = client.request({ method: 'GET', path: '/b' });
    await Promise.all([first, late]);
    const lateCalls = calls.filter((c) => c.url === '/api/b');
    expect(lateCalls).toHaveLength(1);
    expect((lateCalls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer a2');
  });

  it('logs out once with session expired when the refresh fails, rejecting every waiting request', async () => {
    const { fetchFn, calls } = fakeApi({ refreshSucceeds: false });
    const tokens = memoryTokens();
    const onLogout = vi.fn();
    const notify = vi.fn();
    const client = createHttpClient({ fetch: fetchFn as typeof fetch, tokens, onLogout, notify });

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.request({ method: 'GET', path: '/x' })),
    );

    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.status === 401),
    ).toBe(true);
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('SESSION_EXPIRED');
    expect(tokens.state.accessToken).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not refresh on sign-in outcomes (other 401 codes)', async () => {
    const fetchFn = vi.fn(async () => json(401, { errors: [{ code: '8033', message: 'Wrong e-mail or password' }] }));
    const onLogout = vi.fn();
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens(),
      onLogout,
      notify: vi.fn(),
    });
    const error = await client.request({ method: 'POST', path: '/customers/auth', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('8033');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe('createHttpClient headers and error notifications', () => {
  it('sends the access token, brand and user token headers and a JSON body', async () => {
    const fetchFn = vi.fn(async () => json(200, { result: 1 }));
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens({ brand: 'gatwick' }),
      onLogout: vi.fn(),
      notify: vi.fn(),
    });
    await client.request({ method: 'post', path: '/admin/users/', body: { email: 'x@y.z' } });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/users/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"x@y.z"}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer a1',
      'X-Brand': 'gatwick',
      'X-User-Token': 'e1',
      'Content-Type': 'application/json',
    });
  });

  it("adds the brand's extra headers to every call (001 §7 smartcard version 2)", async () => {
    const fetchFn = vi.fn(async () => json(200, { result: 1 }));
    let extra: Record<string, string> = {};
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify: vi.fn(),
      extraHeaders: () => extra,
    });
    await client.request({ method: 'get', path: '/customers/7/smartcard' });
    expect((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(
      'X-Smartcard-Version',
    );
    extra = { 'X-Smartcard-Version': '2' };
    await client.request({ method: 'get', path: '/customers/7/smartcard' });
    expect((fetchFn.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'X-Smartcard-Version': '2',
      'X-Brand': 'southern',
    });
  });

  it('resolves an empty 204 reply with undefined', async () => {
    const client = createHttpClient({
      fetch: (async () => new Response(null, { status: 204 })) as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify: vi.fn(),
    });
    await expect(client.request({ method: 'DELETE', path: '/x' })).resolves.toBeUndefined();
  });

  it.each([
    [
      400,
      {
        errors: [
          { code: '1001', message: 'Invalid domain', fields: ['email'] },
          { code: '5', message: 'Too short', fields: ['a', 'b'] },
        ],
      },
      {
        kind: 'error',
        key: 'HTTP_BAD_REQUEST_DETAILS',
        values: { details: '1001: Invalid domain (email)\n5: Too short (a, b)' },
      },
    ],
    [403, { errors: [{ code: '3', message: 'no' }] }, { kind: 'error', key: 'HTTP_UNAUTHORIZED_ACCESS' }],
    [404, undefined, { kind: 'info', key: 'HTTP_NOT_FOUND' }],
    [500, undefined, { kind: 'error', key: 'HTTP_SERVER_ERROR' }],
    [409, { errors: [{ code: '9', message: 'conflict' }] }, { kind: 'error', key: 'HTTP_SERVER_ERROR' }],
  ])('maps status %i to one notification and marks the error notified', async (status, body, notice) => {
    const notify = vi.fn();
    const client = createHttpClient({
      fetch: (async () => json(status, body)) as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify,
    });
    const error = (await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e)) as HttpError;
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(notice);
    expect(error.status).toBe(status);
    expect(error.notified).toBe(true);
  });

  it('maps a network failure to the server error notice', async () => {
    const notify = vi.fn();
    const client = createHttpClient({
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify,
    });
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(HttpError);
    expect(notify).toHaveBeenCalledWith({ kind: 'error', key: 'HTTP_SERVER_ERROR' });
  });

  it('stays quiet when the caller handles the failure itself', async () => {
    const notify = vi.fn();
    const client = createHttpClient({
      fetch: (async () => json(400, { errors: [{ code: '1001', message: 'same' }] })) as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify,
    });
    const error = (await client
      .request({ method: 'POST', path: '/x', notify: false })
      .catch((e: unknown) => e)) as HttpError;
    expect(notify).not.toHaveBeenCalled();
    expect(error.notified).toBe(false);
    expect(error.code).toBe('1001');
  });
});

describe('multipart bodies (001 §7 photo uploads)', () => {
  it('sends a data-URL value as a file part of its type, without a JSON Content-Type', async () => {
    const sent: RequestInit[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      sent.push(init);
      return json(200, { result: 'ok' });
    }) as unknown as typeof fetch;
    const client = createHttpClient({ fetch: fetchFn, tokens: memoryTokens(), onLogout: vi.fn(), notify: vi.fn() });
    const png = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 1, 2, 3))}`;
    await client.request({ method: 'POST', path: '/image', body: { primaryPhoto: png, note: 'x' }, multipart: true });
    const form = sent[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('primaryPhoto') as File;
    expect(file.name).toBe('primaryPhoto.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(form.get('note')).toBe('x');
    expect((sent[0].headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends JSON when the call is not multipart', async () => {
    const sent: RequestInit[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      sent.push(init);
      return json(200, { result: 'ok' });
    }) as unknown as typeof fetch;
    const client = createHttpClient({ fetch: fetchFn, tokens: memoryTokens(), onLogout: vi.fn(), notify: vi.fn() });
    await client.request({ method: 'POST', path: '/x', body: { a: 1 } });
    expect(sent[0].body).toBe('{"a":1}');
    expect((sent[0].headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('createHttpClient revalidation', () => {
  it('asks for a GET reply with an ETag again with If-None-Match and answers a 304 with the kept body', async () => {
    const sent: Array<Record<string, string>> = [];
    let week = { days: ['2026-11-23'] };
    const fetchFn = vi.fn(async (_url: string | URL | Request, init: RequestInit = {}) => {
      const headers = init.headers as Record<string, string>;
      sent.push(headers);
      const etag = `W/"${week.days.length}"`;
      if (headers['If-None-Match'] === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return new Response(JSON.stringify({ result: week }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: etag },
      });
    });
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens: memoryTokens(),
      onLogout: vi.fn(),
      notify: vi.fn(),
    });
    const get = () => client.request({ method: 'GET', path: '/smartcard/1/keygo/journey-history' });
    expect(await get()).toEqual({ result: { days: ['2026-11-23'] } });
    expect(sent[0]['If-None-Match']).toBeUndefined();
    expect(await get()).toEqual({ result: { days: ['2026-11-23'] } });
    expect(sent[1]['If-None-Match']).toBe('W/"1"');
    week = { days: ['2026-11-23', '2026-11-24'] };
    expect(await get()).toEqual({ result: { days: ['2026-11-23', '2026-11-24'] } });
    expect(await get()).toEqual({ result: { days: ['2026-11-23', '2026-11-24'] } });
    expect(sent[3]['If-None-Match']).toBe('W/"2"');
  });
});

describe("createHttpClient with the brand's own API host (issue 19)", () => {
  it("sends every call, the refresh and the queued retries to the chosen brand's base URL, with credentials", async () => {
    const { fetchFn, calls } = fakeApi({ refreshSucceeds: true });
    const tokens = memoryTokens({ brand: 'thameslink' });
    const hosts: Record<string, string> = {
      southern: 'https://api.southern.example/api',
      thameslink: 'https://api.thameslink.example/v1',
    };
    const client = createHttpClient({
      fetch: fetchFn as typeof fetch,
      tokens,
      onLogout: vi.fn(),
      notify: vi.fn(),
      baseUrl: () => hosts[tokens.getBrand()!],
    });
    await Promise.all([1, 2, 3].map((n) => client.request({ method: 'GET', path: '/orders/{id}', params: { id: n } })));
    // three first tries (401), one refresh, three retries
    expect(calls).toHaveLength(7);
    for (const { url, init } of calls) {
      expect(url.startsWith('https://api.thameslink.example/v1/')).toBe(true);
      expect(init.credentials).toBe('include');
    }
    expect(calls.filter((c) => c.url.endsWith('/customers/auth/refresh'))).toHaveLength(1);
  });
});
