// Query keys of declared calls: ['call', callId, args]. A successful modal call invalidates ['call'] — every
// call's cached reply — so whatever the change touched is refetched; form resources (['form', …]) stay cached.
import type { CallArgs } from './RuntimeServices';

export const CALL_QUERY_ROOT = 'call';

export function callQueryKey(callId: string, args: CallArgs = {}) {
  return [CALL_QUERY_ROOT, callId, args] as const;
}

/**
 * The key a table's `join` reads its call under (tableFeatures usePanelRows, prefetchScreen): its own, as another part
 * of the page may keep the same call's reply shaped its own way. A widget that needs the raw reply the join reads
 * asks under this key, so the page makes one request, not two.
 */
export function joinQueryKey(callId: string, args: CallArgs = {}) {
  return [...callQueryKey(callId, args), 'join'] as const;
}
