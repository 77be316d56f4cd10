// One panel of a detail screen: `fields` (definition list), `table` (optionally server-paged) or `custom` (a widget).
import { Suspense, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from './LoadingNotice';
import { callQueryKey } from './callQueryKey';
import { DataTable } from './DataTable';
import { FormattedValue } from './FormattedValue';
import { LoadError } from './LoadError';
import { useRuntimeServices } from './RuntimeServices';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { fillParams, fillTemplate, getPath } from './template';
import { getWidget } from './widgetRegistry';

const DEFAULT_MAX_PAGE_LINKS = 10;

export interface PanelProps {
  screen: ResolvedScreen;
  panel: PanelDef<number>;
  routeParams: Record<string, string | undefined>;
  /** Reply body of the screen's own call. */
  reply: unknown;
}

function PanelFrame({ panel, children }: { panel: PanelDef<number>; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `panel-${panel.id}-title`;
  return (
    <section className={`panel panel--${panel.kind}`} data-panel={panel.id} aria-labelledby={panel.title ? headingId : undefined}>
      {panel.title && <h2 id={headingId}>{t(panel.title)}</h2>}
      {children}
    </section>
  );
}

function isEmpty(data: unknown): boolean {
  return data === undefined || data === null || (Array.isArray(data) && data.length === 0);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A fields panel with nothing in any of its fields (an order without rewards) says so instead of a list of dashes. */
function noFieldValues(panel: PanelDef<number>, data: unknown): boolean {
  return panel.kind === 'fields' && (panel.fields ?? []).every((field) => isBlank(getPath(data, field.field)));
}

/** Nothing to show in the panel: no data, or (a fields panel) nothing in any of its fields. */
function hasNoContent(panel: PanelDef<number>, reply: unknown): boolean {
  const data = getPath(reply, panel.source ?? 'result');
  return isEmpty(data) || noFieldValues(panel, data);
}

/**
 * Renders nothing for a `planned: true` panel whose widget is not registered yet: the declaration waits for its issue,
 * nor for a `hideWhenEmpty: true` panel with nothing to show (a voucher without a change awaiting review).
 */
export function Panel(props: PanelProps) {
  const { panel } = props;
  const { t } = useTranslation();
  if (panel.kind === 'custom') {
    const Widget = panel.widget ? getWidget(panel.widget) : undefined;
    if (!Widget) {
      if (panel.planned) return null;
      return (
        <PanelFrame panel={panel}>
          <p className="runtime-error" role="alert">
            {t('RUNTIME_WIDGET_MISSING', { widget: panel.widget })}
          </p>
        </PanelFrame>
      );
    }
    return (
      <PanelFrame panel={panel}>
        {/* widgets register lazy components (src/widgets/registerWidgets.ts) */}
        <Suspense fallback={<LoadingNotice />}>
          <Widget screen={props.screen} panel={panel} routeParams={props.routeParams} reply={props.reply} />
        </Suspense>
      </PanelFrame>
    );
  }
  if (panel.call) return <CalledPanel {...props} call={panel.call} />;
  if (panel.hideWhenEmpty && hasNoContent(panel, props.reply)) return null;
  return (
    <PanelFrame panel={panel}>
      <PanelContent panel={panel} reply={props.reply} />
    </PanelFrame>
  );
}

/**
 * A panel with its own call; a paged one keeps its own page state. A page that fails to load does not
 * replace the page on screen: the panel goes back to the last page it showed and says so.
 */
function CalledPanel({ panel, routeParams, reply, call }: PanelProps & { call: string }) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [page, setPage] = useState(1);
  const [shownPage, setShownPage] = useState(1);
  const [pageFailed, setPageFailed] = useState(false);
  const pageSize = panel.pageSize ?? Number(services.config.defaultPaginationLimit ?? 20);
  const args = {
    params: fillParams(panel.params, { ...routeParams, record: getPath(reply, 'result') }),
    ...(panel.paged ? { query: { page, limit: pageSize } } : {}),
  };
  const data = useQuery({
    queryKey: callQueryKey(call, args),
    queryFn: () => services.call(call, args),
    placeholderData: panel.paged ? keepPreviousData : undefined,
    retry: false,
  });
  if (data.isSuccess && !data.isPlaceholderData && page !== shownPage) {
    setShownPage(page);
    setPageFailed(false);
  }
  if (data.isError && page !== shownPage) {
    setPage(shownPage);
    setPageFailed(true);
  }
  // A panel shown only with content appears once its data is there, instead of a loading notice that then vanishes.
  if (data.isPending) {
    if (panel.hideWhenEmpty) return null;
    return (
      <PanelFrame panel={panel}>
        <LoadingNotice />
      </PanelFrame>
    );
  }
  if (data.data === undefined) {
    return (
      <PanelFrame panel={panel}>
        <LoadError error={data.error} onRetry={() => void data.refetch()} />
      </PanelFrame>
    );
  }
  if (panel.hideWhenEmpty && !data.isError && hasNoContent(panel, data.data)) return null;
  const paging = panel.paged
    ? {
        page,
        pageSize,
        total: Number(data.data?.links?.total ?? 0),
        maxPageLinks: Number(services.config.maxPageLinks ?? DEFAULT_MAX_PAGE_LINKS),
        onPageChange: setPage,
      }
    : undefined;
  return (
    <PanelFrame panel={panel}>
      {pageFailed ? (
        <p className="runtime-error" role="alert">
          {t('RUNTIME_PAGE_LOAD_ERROR')}
        </p>
      ) : (
        data.isError && <LoadError error={data.error} onRetry={() => void data.refetch()} />
      )}
      <PanelContent panel={panel} reply={data.data} paging={paging} busy={data.isFetching} />
    </PanelFrame>
  );
}

interface PanelContentProps {
  panel: PanelDef<number>;
  reply: unknown;
  paging?: { page: number; pageSize: number; total: number; maxPageLinks: number; onPageChange(page: number): void };
  busy?: boolean;
}

function PanelContent({ panel, reply, paging, busy }: PanelContentProps) {
  const { t } = useTranslation();
  const data = getPath(reply, panel.source ?? 'result');
  if (hasNoContent(panel, reply)) return <p className="panel__empty">{t(panel.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  if (panel.kind === 'fields') {
    return (
      <dl className="panel__fields">
          {(panel.fields ?? []).map((field) => {
            const href = field.link ? fillTemplate(field.link, data) : undefined;
            const value = <FormattedValue value={getPath(data, field.field)} format={field.format} />;
            return (
              <div key={field.field} className="panel__field">
                <dt>{t(field.label)}</dt>
                <dd>{href ? <Link to={href}>{value}</Link> : value}</dd>
              </div>
            );
          })}
      </dl>
    );
  }
  const rows = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  return (
    <div aria-busy={busy || undefined}>
      <DataTable columns={panel.columns ?? []} rows={rows} rowLink={panel.rowLink} label={panel.title ? t(panel.title) : undefined} paging={paging} />
    </div>
  );
}
