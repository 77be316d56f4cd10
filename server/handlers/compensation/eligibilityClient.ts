// The console's side of the separate compensation eligibility service (001 §7, basic auth): staff never hold its
// credentials; the server asks it for them. COMPENSATION_SERVICE_URL names a service elsewhere (fetch); without it the
// sandbox asks the one it serves itself under /api/compensation-service, through its own HTTP routes (inject), so the
// request crosses the same auth and validation a remote caller's would (docs/decisions/0244-console-asks-eligibility-service-through-server.md).
import type { CallContext } from '../../context';
import { ApiError, Codes } from '../../errors';
import type { EligibilityResult } from '../../../src/generated/types/EligibilityResult';
import type { EligibilityStation } from '../../../src/generated/types/EligibilityStation';
import { serviceCredentials } from './serviceAuth';

interface Reply {
  status: number;
  body: any;
}

async function ask(
  ctx: CallContext,
  method: 'GET' | 'POST',
  path: string,
  query?: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const authorization = `Basic ${Buffer.from(serviceCredentials()).toString('base64')}`;
  const remote = process.env.COMPENSATION_SERVICE_URL;
  if (remote) {
    const url = new URL(`${remote.replace(/\/$/, '')}${path}`);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (!res) throw ApiError.of(502, 'COMPENSATION_SERVICE_UNAVAILABLE', 'The eligibility service did not answer');
    return { status: res.status, body: await res.json().catch(() => ({})) };
  }
  const res = await ctx.request.server.inject({
    method,
    url: `/api/compensation-service${path}`,
    headers: { authorization },
    query,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The service's answer, or its 400 passed on (an unknown station); any other failure is a 502, never a 500. */
function passOn(reply: Reply): any {
  if (reply.status === 200) return reply.body;
  if (reply.status === 400)
    throw new ApiError(400, reply.body?.errors ?? [{ code: Codes.VALIDATION, message: 'Unknown station' }]);
  throw ApiError.of(502, 'COMPENSATION_SERVICE_UNAVAILABLE', `The eligibility service answered ${reply.status}`);
}

export async function eligibilityLocations(
  ctx: CallContext,
  partial: string,
): Promise<{ locations: EligibilityStation[] }> {
  return passOn(await ask(ctx, 'GET', '/location', { partial }));
}

export async function eligibilityOf(
  ctx: CallContext,
  journeys: Array<{ origin: string; destination: string }>,
): Promise<EligibilityResult[]> {
  // the service takes at most 20 journeys a request
  const results: EligibilityResult[] = [];
  for (let i = 0; i < journeys.length; i += 20) {
    results.push(
      ...(
        passOn(await ask(ctx, 'POST', '/ticket', undefined, { journeys: journeys.slice(i, i + 20) })) as {
          results: EligibilityResult[];
        }
      ).results,
    );
  }
  return results;
}
