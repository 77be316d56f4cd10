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
