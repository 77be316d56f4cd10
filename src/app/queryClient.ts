// The server-state cache of the signed-in console (TanStack Query). Only the signed-in chunk imports it: the
// logged-out pages fetch their one list (offered brands) without it, so /login does not carry the library.
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http/HttpError';

/** Server state defaults: no retry of a 4xx (the answer will not change), one retry of anything else. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

// Kept outside render, one per signed-in user: a first render React throws away (a lazy chunk below suspends before
// anything commits) runs useState's initialiser again, and a second client would ask again for every call the route's
// prefetch had put in the first (the search reply fetched twice, issue 24). The next sign-in is a new user object, so
// nothing cached outlives its session.
const clients = new WeakMap<object, QueryClient>();

/** The signed-in console's cache for `user` (the session snapshot's user object); a new one when there is none. */
export function queryClientOf(user: object | undefined): QueryClient {
  if (!user) return createQueryClient();
  let client = clients.get(user);
  if (!client) clients.set(user, (client = createQueryClient()));
  return client;
}
