// `kind: search`: filters form + server-paged results. The address query string is the source of truth
// (filters, page, limit), so back/forward, reload and shared links all show the same search.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryKey } from './callQueryKey';
import { DataTable } from './DataTable';
import { useRuntimeServices } from './RuntimeServices';
import { SchemaForm, type FormValues } from './SchemaForm';
import type { ResolvedScreen } from './screenTypes';

const PAGE = 'page';
const LIMIT = 'limit';
const DEFAULT_MAX_PAGE_LINKS = 10;

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export interface SearchScreenProps {
  screen: ResolvedScreen;
}

export function SearchScreen({ screen }: SearchScreenProps) {
  const search = screen.search!;
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const [resetCount, setResetCount] = useState(0);

  const defaultLimit = search.pageSize ?? positive(String(services.config.defaultPaginationLimit ?? ''), 20);
  const filters: Record<string, string> = {};
  searchParams.forEach((value, key) => {
    if (key !== PAGE && key !== LIMIT && !screen.hiddenFields.includes(key)) filters[key] = value;
  });
  // A search has been made once the page is in the address (submit always writes it).
  const searched = searchParams.has(PAGE);
  const page = positive(searchParams.get(PAGE), 1);
  const limit = positive(searchParams.get(LIMIT), defaultLimit);
  const query = { ...filters, page, limit };

  const results = useQuery({
    queryKey: callQueryKey(search.call, { query }),
    queryFn: () => services.call(search.call, { query }),
    enabled: searched,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const toSearch = (values: Record<string, unknown>, nextPage: number) =>
    new URLSearchParams({
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
      [PAGE]: String(nextPage),
      [LIMIT]: String(limit),
    });

  const submit = (values: FormValues) => setSearchParams(toSearch(values, 1));
  const reset = () => {
    setSearchParams(new URLSearchParams());
    setResetCount((n) => n + 1);
  };

  const rows: Record<string, unknown>[] = Array.isArray(results.data?.result) ? results.data.result : [];
  const total = Number(results.data?.links?.total ?? rows.length);

  return (
    <div className="search-screen">
      <SchemaForm
        // Remount on back/forward so the fields show the filters of the address.
        key={`${new URLSearchParams(filters).toString()}#${resetCount}`}
        formId={search.form}
        initialValues={filters}
        hiddenFields={screen.hiddenFields}
        submitLabel="RUNTIME_SEARCH"
        disableWhilePristine
        onSubmit={submit}
      >
        <button type="button" className="button" onClick={reset}>
          {t('RUNTIME_RESET')}
        </button>
      </SchemaForm>

      {searched && (
        <section className="search-results" aria-live="polite" aria-busy={results.isFetching}>
          {results.isPending ? (
            <p className="runtime-loading" role="status">
              {t('RUNTIME_LOADING')}
            </p>
          ) : results.isError ? (
            <p className="runtime-error" role="alert">
              {t('RUNTIME_LOAD_ERROR')}
            </p>
          ) : rows.length === 0 ? (
            <p className="runtime-empty">{t(search.empty ?? 'RUNTIME_NO_RESULTS')}</p>
          ) : (
            <DataTable
              columns={search.columns}
              rows={rows}
              rowLink={search.rowLink}
              caption={t('RUNTIME_RESULTS_COUNT', { count: total })}
              paging={{
                page,
                pageSize: limit,
                total,
                maxPageLinks: search.maxPageLinks ?? DEFAULT_MAX_PAGE_LINKS,
                onPageChange: (p) => setSearchParams(toSearch(filters, p)),
                hrefFor: (p) => `?${toSearch(filters, p).toString()}`,
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}
