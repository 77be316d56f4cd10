// The brand a public call is made for: X-Brand (or a body field), or the only brand when just one is offered.
import type { CallContext } from '../context';

export function requestedBrand(ctx: CallContext, fromBody?: unknown): string | undefined {
  const header = ctx.request.headers['x-brand'];
  const named = (typeof fromBody === 'string' && fromBody) || (typeof header === 'string' && header) || undefined;
  if (named) return ctx.settings.profiles.has(named.toLowerCase()) ? named.toLowerCase() : undefined;
  const offered = [...ctx.settings.profiles.keys()];
  return offered.length === 1 ? offered[0] : undefined;
}
