// The railcard types of GET /config/railcards, cached for the session (they do not change while a tab is open).
import { useQuery } from '@tanstack/react-query';
import { callQueryKey, useRuntimeServices } from '../../runtime';

export interface RailcardType {
  code: string;
  name: string;
}

export function useRailcardTypes() {
  const services = useRuntimeServices();
  return useQuery({
    queryKey: callQueryKey('listRailcardTypes'),
    queryFn: async () =>
      ((await services.call('listRailcardTypes', { notify: false })) as { result: RailcardType[] }).result,
    staleTime: Infinity,
    retry: false,
  });
}
