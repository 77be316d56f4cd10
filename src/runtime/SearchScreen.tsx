// `kind: search`: filters form + server-paged results. The address query string is the source of truth
// (filters, page, limit), so back/forward, reload and shared links all show the same search.
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from './useTranslation';
import { Actions } from './Actions';
import { callQueryKey } from './callQueryKey';
import { describeCallFailure } from './describeCallFailure';
import { errorStatus, LoadError } from './LoadError';
import { useRowActions } from './RowActions';
import { useRuntimeServices } from './RuntimeServices';
import { SchemaForm, type FormValues } from './SchemaForm';
import type { ResolvedScreen } from './screenTypes';
import { filtersOf, LIMIT, PAGE, searchAddress, toParams } from './searchAddress';
import { SearchResultsTable } from './SearchResultsTable';
import { usePreloaded } from './usePreloaded';

const DEFAULT_MAX_PAGE_LINKS = 10;

export interface SearchScreenProps {
  screen: ResolvedScreen;
}

export function SearchScreen({ screen }: SearchScreenProps) {
  const search = screen.search!;
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const routeParams = useParams();
  const rowActions = useRowActions(search.rowActions, routeParams);

  const { filters, searched, limit, query } = searchAddress(screen, searchParams, services.config);
  const filtersKey = toParams(filters).toString();
  const [hiddenColumns, setHiddenColumns] = useState<readonly string[]>([]);
  const page = query.page;

  // The form shows the address's filters. It is remounted only when the address changes from outside
  // (back/forward, a link, Reset); after its own Search it keeps its state and the keyboard focus.
  // The router applies an address change in a later render than this component's own updates, so the
  // filters the form wrote itself are remembered until the address shows them.
  const [form, setForm] = useState({ filtersKey, version: 0 });
  const ownFilters = useRef<string | undefined>(undefined);
  if (form.filtersKey !== filtersKey) {
    setForm({ filtersKey, version: ownFilters.current === filtersKey ? form.version : form.version + 1 });
  }
  useEffect(() => {
    if (ownFilters.current === filtersKey) ownFilters.current = undefined;
  }, [filtersKey]);
  const screenRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);
  useEffect(() => {
    if (!focusFirstField.current) return;
    const field = screenRef.current?.querySelector<HTMLElement>(
      '.schema-form input:not([type=hidden]), .schema-form select',
    );
    if (field) {
      field.focus();
      focusFirstField.current = false;
    }
  });

  // the table's chunk travels alongside the search call, not after its reply
  if (searched) SearchResultsTable.preload().catch(() => undefined);
  // waited for by state, not suspense: React would hold a suspended table back by up to 300 ms (./usePreloaded)
  const tableIn = usePreloaded(SearchResultsTable, searched);
  const results = useQuery({
    queryKey: callQueryKey(search.call, { query }),
    // A failure is said once, here: a refused filter (400) beside the form, anything else in the results' place.
    queryFn: () => services.call(search.call, { query, notify: false }),
    enabled: searched,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Memoised so the form's field errors keep their identity while the user corrects the filters.
  const failure = useMemo(
    () => (results.isError ? describeCallFailure(undefined, results.error, t) : undefined),
    [results.isError, results.error, t],
  );
  // Issue 22: the refusal's message holds until the user changes a filter (its field errors, each until its field changes)
  const [editedAfter, setEditedAfter] = useState<unknown>(null);
  const refused = results.isError && errorStatus(results.error) === 400;
  const refusalStale = refused && editedAfter === results.error;

  const toSearch = (values: Record<string, unknown>, nextPage: number) => {
    const params = toParams(values);
    params.set(PAGE, String(nextPage));
    params.set(LIMIT, String(limit));
    return params;
  };

  const submit = (values: FormValues) => {
    const next = toSearch(values, 1);
    // The same search again (after a server error, or for fresh data, or the one an address brought) asks again.
    const sameQuery = toParams(filtersOf(next, screen.hiddenFields)).toString() === filtersKey && page === 1;
    if (sameQuery) void results.refetch();
    if (next.toString() === searchParams.toString()) return;
    ownFilters.current = toParams(filtersOf(next, screen.hiddenFields)).toString();
    setSearchParams(next);
  };
  const reset = () => {
    // Clears the fields, the results and the address; the keyboard continues in the first field.
    ownFilters.current = undefined;
    focusFirstField.current = true;
    if (searchParams.toString() !== '') setSearchParams(new URLSearchParams());
    else setForm({ filtersKey, version: form.version + 1 });
  };

  const rows: Record<string, unknown>[] = Array.isArray(results.data?.result) ? results.data.result : [];
  // `links.total`, or the `pagination.total` of the replies that page that way (001 §7 delay-repay search)
  const total = Number(results.data?.links?.total ?? results.data?.pagination?.total ?? rows.length);
  const hideable = search.columns.filter((c) => c.hideable);
  const shownColumns = search.columns.filter((c) => !hiddenColumns.includes(c.field));
  // a broad search is counted only up to a cap (server/handlers/paging.ts): "more than 1,000 results"
  const countKey = results.data?.links?.totalCapped === true ? 'RUNTIME_RESULTS_COUNT_MORE' : 'RUNTIME_RESULTS_COUNT';
  const emptyText = t(search.empty ?? 'RUNTIME_NO_RESULTS');
  // A failed search says so through LoadError's own alert.
  let resultsStatus = '';
  if (searched && !results.isError) {
    if (results.isFetching) resultsStatus = t('RUNTIME_LOADING');
    else resultsStatus = rows.length === 0 ? emptyText : t(countKey, { count: total });
  }

  return (
    <div className="search-screen" ref={screenRef}>
      {search.actions && search.actions.length > 0 && (
        <Actions actions={search.actions} record={undefined} routeParams={routeParams} />
      )}
      <SchemaForm
        key={form.version}
        formId={search.form}
        initialValues={filters}
        hiddenFields={screen.hiddenFields}
        submitLabel="RUNTIME_SEARCH"
        // filters from the address (a link, a reload) may be searched again as they are
        disableWhilePristine={Object.keys(filters).length === 0}
        light
        disableWhileInvalid={search.disableWhileInvalid}
        rule={search.rule}
        fieldErrors={refused ? failure?.fieldErrors : undefined}
        onChange={() => {
          if (results.isError) setEditedAfter(results.error);
        }}
        onSubmit={submit}
      >
        <button type="button" className="button" onClick={reset}>
          {t('RUNTIME_RESET')}
        </button>
      </SchemaForm>

      {/* Screen readers hear only this short status; the table itself is not a live region (too noisy).
          The element stays in the page so that each change of its text is announced. */}
      <p className="visually-hidden" role="status">
        {resultsStatus}
      </p>
      {searched && (
        <section className="search-results" aria-busy={results.isFetching}>
          {results.isPending ? (
            <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>
          ) : refusalStale ? null : refused ? (
            // the same filters would be refused again: no Try again, the user corrects the form
            <p className="runtime-error call-failure" role="alert">
              {failure?.message}
            </p>
          ) : results.isError ? (
            <LoadError
              error={results.error}
              onRetry={() => void results.refetch()}
              message={search.error}
              detail={failure?.message}
            />
          ) : rows.length === 0 ? (
            <p className="runtime-empty">{emptyText}</p>
          ) : (
            <>
              {hideable.length > 0 && (
                <div className="column-toggles">
                  {hideable.map((c) => {
                    const hidden = hiddenColumns.includes(c.field);
                    return (
                      <button
                        key={c.field}
                        type="button"
                        className="button"
                        aria-pressed={hidden}
                        onClick={() =>
                          setHiddenColumns(
                            hidden ? hiddenColumns.filter((f) => f !== c.field) : [...hiddenColumns, c.field],
                          )
                        }
                      >
                        {t('RUNTIME_HIDE_COLUMN', { column: t(c.label) })}
                      </button>
                    );
                  })}
                </div>
              )}
              {!tableIn && <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>}
              {tableIn && (
                <Suspense fallback={<p className="runtime-loading">{t('RUNTIME_LOADING')}</p>}>
                  <SearchResultsTable
                    columns={shownColumns}
                    rows={rows}
                    rowLink={search.rowLink}
                    rowActions={rowActions.column}
                    caption={t(countKey, { count: total })}
                    paging={{
                      page,
                      pageSize: limit,
                      total,
                      maxPageLinks: search.maxPageLinks ?? DEFAULT_MAX_PAGE_LINKS,
                      onPageChange: (p) => setSearchParams(toSearch(filters, p)),
                      hrefFor: (p) => `?${toSearch(filters, p).toString()}`,
                    }}
                  />
                </Suspense>
              )}
            </>
          )}
        </section>
      )}
      {rowActions.dialog}
    </div>
  );
}
