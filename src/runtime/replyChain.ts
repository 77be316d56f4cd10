// Issue 33, dependent calls start on the reply: a call that waits for another call's reply (a panel's `after`, its
// `{reply.x}` params, its `when`) is started by the query cache's own notice that the reply is in — in the same task
// that parsed it, whoever asked for it (the route's early start or the screen) — not by a component drawn after it.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Calls `start(data)` once the query under `queryKey` has succeeded: at once when its answer is in already, else on
 * the cache's `success` notice (synchronous with the answer). A failure or the query's removal (sign-out clears the
 * cache) ends the wait without starting anything: a call that needs a reply never goes out without it. Returns a
 * function that ends the wait.
 */
export function afterReply(client: QueryClient, queryKey: QueryKey, start: (data: unknown) => void): () => void {
  const state = client.getQueryState(queryKey);
  if (state?.status === 'success') {
    start(state.data);
    return () => undefined;
  }
  const hash = hashKey(queryKey);
  const cache = client.getQueryCache();
  const stop = cache.subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    if (event.type === 'removed') stop();
    else if (event.type === 'updated' && event.action.type === 'success') {
      stop();
      start(event.action.data);
    } else if (event.type === 'updated' && event.action.type === 'error') stop();
  });
  return stop;
}
