// `signIn` of the API suites (tests/api/support/client.ts) speaks app.inject(); this answers it over HTTP, so the load
// benches sign in to a sandbox server running in its own process.
import type { FastifyInstance } from 'fastify';

export function overHttp(base: string): FastifyInstance {
  const inject = async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
    query?: Record<string, string>;
  }) => {
    const url = new URL(options.url, base);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: options.method,
      headers: { ...options.headers, ...(options.payload ? { 'content-type': 'application/json' } : {}) },
      body: options.payload ? JSON.stringify(options.payload) : undefined,
    });
    const body = await res.text();
    return { statusCode: res.status, body, headers: Object.fromEntries(res.headers), json: () => JSON.parse(body) };
  };
  return { inject } as unknown as FastifyInstance;
}
