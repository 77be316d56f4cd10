// One panel of a detail screen: `fields` (definition list), `table` (optionally server-paged, grouped, expandable,
// joined with a second call, with row actions), `callout` (a status message) or `custom` (a widget). Any panel may
// carry `actions` in its header; their record is the screen's record.
import { Suspense, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import { Actions } from './Actions';
import { Callout } from './Callout';
import { callQueryKey } from './callQueryKey';
import { columnsWithValues } from './columnsWithValues';
import { DataTable } from './DataTable';
import { derive } from './derivations';
import { describeCallFailure } from './describeCallFailure';
import { FieldList } from './FieldList';
import { errorStatus, LoadError } from './LoadError';
import { LoadingNotice } from './LoadingNotice';
import { evaluatePredicate } from './predicates';
import { useScreenReadOnly } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { getPath, fillParams, fillTemplate } from './template';
import { useExpandColumn, useGroups, usePanelRows } from './tableFeatures';
import { useRowActions } from './RowActions';
import { getWidget } from './widgetRegistry';
import './panels.css';

const DEFAULT_MAX_PAGE_LINKS = 10;

export interface PanelProps {
  screen: ResolvedScreen;
  panel: PanelDef<number>;
  routeParams: Record<string, string | undefined>;
  /** Reply body of the screen's own call. */
  reply: unknown;
}

interface FrameProps {
  panel: PanelDef<number>;
  children: ReactNode;
  record?: unknown;
  routeParams?: Record<string, string | undefined>;
  onChanged?(): void;
}

function PanelFrame({ panel, children, record, routeParams, onChanged }: FrameProps) {
  const { t } = useTranslation();
  const headingId = `panel-${panel.id}-title`;
  const heading = panel.title && <h2 id={headingId}>{t(panel.title)}</h2>;
  const actions = panel.actions && panel.actions.length > 0 && (
    <Actions
      actions={panel.actions}
      record={record}
      routeParams={routeParams ?? {}}
      label={panel.title ? t(panel.title) : undefined}
      onDone={onChanged}
    />
  );
  // a link under the panel to the whole list elsewhere (001 §2 delay repay: show more → /delay-repay?customerId={id})
  const href = panel.link ? fillTemplate(panel.link.href, { ...routeParams, record }) : undefined;
  const link = panel.link && href && (
    <p className="panel__link">
      <Link to={href}>{t(panel.link.label)}</Link>
    </p>
  );
  return (
    <section
      className={`panel panel--${panel.kind}`}
      data-panel={panel.id}
      aria-labelledby={panel.title ? headingId : undefined}
    >
      {actions ? (
        <div className="panel__header">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
      {link}
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
  if (panel.kind === 'callout') return false;
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
  const { gateContext, userEmail } = useRuntimeServices();
  const readOnly = useScreenReadOnly();
  const record = getPath(props.reply, 'result');
  // `when`: a panel that does not apply to the record is left out, and makes no call (no card: no products to ask for)
  if (panel.when !== undefined && !evaluatePredicate(panel.when, record, { gateContext, userEmail })) return null;
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
      <PanelFrame panel={panel} record={record} routeParams={props.routeParams}>
        {/* widgets register lazy components (each folder's register.ts, loaded with the screen: src/widgets/registerWidgets.ts) */}
        <Suspense fallback={<LoadingNotice />}>
          <Widget
            screen={props.screen}
            panel={panel}
            routeParams={props.routeParams}
            reply={props.reply}
            readOnly={readOnly}
          />
        </Suspense>
      </PanelFrame>
    );
  }
  if (panel.call) return <CalledPanel {...props} call={panel.call} />;
  if (panel.hideWhenEmpty && hasNoContent(panel, props.reply)) return null;
  return (
    <PanelFrame panel={panel} record={record} routeParams={props.routeParams}>
      <PanelContent panel={panel} reply={props.reply} record={record} routeParams={props.routeParams} />
    </PanelFrame>
  );
}

/**
 * A panel with its own call; a paged one keeps its own page state. A page that fails to load does not
 * replace the page on screen: the panel goes back to the last page it showed and says so; a page emptied by a
 * removal gives way to the last page there is.
 */
function CalledPanel({ panel, routeParams, reply, call }: PanelProps & { call: string }) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [page, setPage] = useState(1);
  const [shownPage, setShownPage] = useState(1);
  const [pageFailed, setPageFailed] = useState(false);
  // fetchOnDemand: nothing is asked until the user presses the panel's fetch button
  const [requested, setRequested] = useState(!panel.fetchOnDemand);
  const record = getPath(reply, 'result');
  const pageSize = panel.pageSize ?? Number(services.config.defaultPaginationLimit ?? 20);
  const query = { ...panel.query, ...(panel.paged ? { page, limit: pageSize } : {}) };
  const args = {
    // `{reply.x}`: the reply the call waited for (`after`, the screen's call: its result is the record)
    params: fillParams(panel.params, { ...routeParams, record, reply: record }),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    // a panel with its own failure text (or its own 404 notice) says the failure once, itself
    ...(panel.loadError || panel.notFound ? { notify: false } : {}),
  };
  const data = useQuery({
    queryKey: callQueryKey(call, args),
    queryFn: () => services.call(call, args),
    placeholderData: panel.paged ? keepPreviousData : undefined,
    retry: false,
    // a panel that says its own failure finds the route's prefetched answer (./prefetchScreen), a 404 included
    retryOnMount: !(panel.loadError || panel.notFound),
    enabled: requested,
  });
  const total = Number(data.data?.links?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (data.isSuccess && !data.isPlaceholderData && panel.paged && page > lastPage) {
    setPage(lastPage);
    setShownPage(lastPage);
  } else if (data.isSuccess && !data.isPlaceholderData && page !== shownPage) {
    setShownPage(page);
    setPageFailed(false);
  }
  if (data.isError && page !== shownPage) {
    setPage(shownPage);
    setPageFailed(true);
  }
  // a change made from the panel shows on its first page (lists come newest first)
  const onChanged = () => setPage(1);
  // the panel's own actions also see what the panel shows, as `record.panel` (the call's reply body): Adjust balance
  // is offered only while the KeyGo status allows it
  const actionRecord =
    record !== null && typeof record === 'object' && !Array.isArray(record)
      ? { ...(record as object), panel: data.data }
      : record;
  const frame = (children: ReactNode) => (
    <PanelFrame panel={panel} record={actionRecord} routeParams={routeParams} onChanged={onChanged}>
      {children}
    </PanelFrame>
  );
  const failure = (error: unknown) => (
    <LoadError
      error={error}
      onRetry={() => void data.refetch()}
      message={panel.loadError}
      detail={panel.loadError ? describeCallFailure(undefined, error, t).message : undefined}
    />
  );
  if (!requested && data.data === undefined) {
    return frame(
      <button type="button" className="btn btn-secondary" onClick={() => setRequested(true)}>
        {t(panel.fetchLabel!)}
      </button>,
    );
  }
  // A panel shown only with content appears once its data is there, instead of a loading notice that then vanishes.
  if (data.isPending) {
    if (panel.hideWhenEmpty) return null;
    return frame(<LoadingNotice />);
  }
  // `notFound`: a 404 is an answer, not a failure (a customer without a smartcard) — the panel says so and keeps its
  // actions, so the one that creates the missing thing (Issue smartcard) is reachable
  if (panel.notFound && data.isError && errorStatus(data.error) === 404) {
    if (panel.hideWhenEmpty) return null;
    return frame(<p className="panel__empty">{t(panel.notFound)}</p>);
  }
  if (data.data === undefined) return frame(failure(data.error));
  if (panel.hideWhenEmpty && !data.isError && hasNoContent(panel, data.data)) return null;
  const paging = panel.paged
    ? {
        page,
        pageSize,
        total,
        maxPageLinks: Number(services.config.maxPageLinks ?? DEFAULT_MAX_PAGE_LINKS),
        onPageChange: setPage,
      }
    : undefined;
  return frame(
    <>
      {pageFailed ? (
        <p className="runtime-error" role="alert">
          {t('RUNTIME_PAGE_LOAD_ERROR')}
        </p>
      ) : (
        data.isError && failure(data.error)
      )}
      <PanelContent
        panel={panel}
        reply={data.data}
        record={record}
        routeParams={routeParams}
        paging={paging}
        busy={data.isFetching}
        onChanged={onChanged}
      />
    </>,
  );
}

interface PanelContentProps {
  panel: PanelDef<number>;
  reply: unknown;
  /** The screen's record (join params, panel actions). */
  record: unknown;
  routeParams: Record<string, string | undefined>;
  paging?: { page: number; pageSize: number; total: number; maxPageLinks: number; onPageChange(page: number): void };
  busy?: boolean;
  onChanged?(): void;
}

function PanelContent(props: PanelContentProps) {
  const { panel, reply } = props;
  const { t } = useTranslation();
  const data = getPath(reply, panel.source ?? 'result');
  if (panel.kind === 'callout') return <Callout def={panel.callout!} reply={reply} />;
  const callout = panel.callout && <Callout def={panel.callout} reply={reply} />;
  if (hasNoContent(panel, reply)) {
    return (
      <>
        {callout}
        <p className="panel__empty">{t(panel.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>
      </>
    );
  }
  if (panel.kind === 'fields') return <FieldList fields={panel.fields ?? []} data={data} />;
  return (
    <>
      {callout}
      <TablePanel {...props} data={data} />
    </>
  );
}

function TablePanel({
  panel,
  record,
  routeParams,
  paging,
  busy,
  data,
  onChanged,
}: PanelContentProps & { data: unknown }) {
  const { t } = useTranslation();
  const rows = usePanelRows(panel, data, record, routeParams);
  const expand = useExpandColumn(panel.expand);
  const groups = useGroups(panel.group);
  const rowActions = useRowActions(panel.rowActions, routeParams, onChanged);
  const { gateContext, userEmail } = useRuntimeServices();
  if (rows.length === 0) return <p className="panel__empty">{t(panel.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  // a derived column is empty when its derivation gives nothing, whatever its field holds
  const columns = panel.hideEmptyColumns
    ? columnsWithValues(panel.columns ?? [], rows, (row, c) =>
        c.derive ? derive(c.derive, row, { gateContext, userEmail }) : getPath(row, c.field),
      )
    : (panel.columns ?? []);
  return (
    <div aria-busy={busy || undefined}>
      {groups.toggle}
      <DataTable
        columns={columns}
        rows={rows}
        rowLink={panel.rowLink}
        label={panel.title ? t(panel.title) : undefined}
        paging={paging}
        expand={expand}
        groups={groups.groups}
        rowActions={rowActions.column}
      />
      {rowActions.dialog}
    </div>
  );
}
