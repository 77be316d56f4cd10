// Query keys of declared calls: ['call', callId, args]. A successful modal call invalidates ['call'] — every
// call's cached reply — so whatever the change touched is refetched; form resources (['form', …]) stay cached.
import type { CallArgs } from './RuntimeServices';

export const CALL_QUERY_ROOT = 'call';

export function callQueryKey(callId: string, args: CallArgs = {}) {
  return [CALL_QUERY_ROOT, callId, args] as const;
}
