// The railcard types of GET /config/railcards, cached for the session (they do not change while a tab is open).
import { useQuery } from '@tanstack/react-query';
import { callQueryKey, useRuntimeServices } from '../../runtime';
import type { ListRailcardTypesReply } from '../../generated/replies/ListRailcardTypesReply';

export function useRailcardTypes() {
  const services = useRuntimeServices();
  return useQuery({
    queryKey: callQueryKey('listRailcardTypes'),
    queryFn: async () =>
      ((await services.call('listRailcardTypes', { notify: false })) as ListRailcardTypesReply).result,
    staleTime: Infinity,
    retry: false,
  });
}
