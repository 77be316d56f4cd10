// A server-paged list of an account panel: one page at a time (`page`, `limit` from the brand's paginationSize), the
// previous page stays shown while the next loads, and a page emptied by a removal falls back to the last one.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQueryKey, useRuntimeServices } from '../../runtime';

export interface PagedCallArgs {
  params: Record<string, string | number>;
  query?: Record<string, unknown>;
}

export function usePagedCall<Row>(callId: string, { params, query }: PagedCallArgs) {
  const services = useRuntimeServices();
  const pageSize = Number(services.config.paginationSize) || 10;
  const [page, setPage] = useState(1);
  // failures are said in the panel, not as a notice
  const args = { params, query: { ...query, page, limit: pageSize }, notify: false };
  const list = useQuery({
    queryKey: callQueryKey(callId, args),
    queryFn: () => services.call(callId, args) as Promise<{ result: Row[]; links?: { total?: number } }>,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = Number(list.data?.links?.total ?? list.data?.result.length ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (!list.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [list.isPlaceholderData, page, pageCount]);
  /** props for the runtime's <Pagination> */
  const pagination = {
    page,
    pageCount,
    maxPageLinks: Number(services.config.maxPageLinks) || 10,
    onPageChange: setPage,
  };
  return { list, page, setPage, pagination };
}
