// What a table panel adds to its rows: `rows` (a derivation of the data), `join` (a second call merged in by key),
// `expand` (a disclosure column) and `group` (headings, summary lines, compact/full toggle).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from './useTranslation';
import { joinQueryKey } from './callQueryKey';
import type { RowActionsColumn, TableGroups } from './DataTable';
import { DataTable } from './DataTable';
import { derive } from './derivations';
import { FormattedValue } from './FormattedValue';
import { evaluatePredicate } from './predicates';
import { useRuntimeServices } from './RuntimeServices';
import type { ExpandDef, GroupDef, JoinDef, PanelDef } from './screenTypes';
import { fillParams, getPath } from './template';

type Row = Record<string, unknown>;

/**
 * Copies `fields` from the item of `items` whose `on` equals the row's `key`; rows without a match stay as they are.
 * @example joinRows([{ id: 'a' }], [{ ticketId: 'a', state: 'Used' }], { key: 'id', on: 'ticketId', fields: { eTicketState: 'state' } })
 */
export function joinRows(rows: Row[], items: unknown, join: Pick<JoinDef, 'key' | 'on' | 'fields'>): Row[] {
  if (!Array.isArray(items)) return rows;
  const byKey = new Map<string, unknown>();
  for (const item of items) {
    const k = getPath(item, join.on);
    if (k !== undefined && k !== null) byKey.set(String(k), item);
  }
  return rows.map((row) => {
    const item = byKey.get(String(getPath(row, join.key)));
    if (item === undefined) return row;
    const merged = { ...row };
    for (const [field, from] of Object.entries(join.fields)) merged[field] = getPath(item, from) ?? null;
    return merged;
  });
}

/** The panel's rows: the data at `source` (or its `rows` derivation), with the joined call merged in once it answers. */
export function usePanelRows(
  panel: PanelDef<number>,
  data: unknown,
  record: unknown,
  routeParams: Record<string, string | undefined>,
): Row[] {
  const services = useRuntimeServices();
  const context = { gateContext: services.gateContext, userEmail: services.userEmail };
  const join = panel.join;
  const enabled = Boolean(join) && evaluatePredicate(join?.when, record, context);
  // `{reply.x}`: the reply the join waited for (`after`, the screen's call: its result is the record)
  const args = { params: fillParams(join?.params, { ...routeParams, record, reply: record }), notify: false };
  const joined = useQuery({
    queryKey: joinQueryKey(join?.call ?? '', args),
    queryFn: () => services.call(join!.call, args),
    enabled,
    retry: false,
  });
  const base = panel.rows ? derive(panel.rows, data, context) : data;
  const rows = Array.isArray(base) ? (base as Row[]) : [];
  // a failed lookup leaves the rows as they are: the table still shows what the panel's own data says
  return enabled && joined.data ? joinRows(rows, getPath(joined.data, join!.source ?? 'result'), join!) : rows;
}

function isEmptyDetail(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

function ExpandDetail({ def, row }: { def: ExpandDef; row: Row }) {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  if (def.field) return <FormattedValue value={getPath(row, def.field)} format={def.format} />;
  if (def.fields) {
    return (
      <dl className="panel__fields">
        {def.fields.map((field) => (
          <div key={field.field} className="panel__field">
            <dt>{t(field.label)}</dt>
            <dd>
              {/* a field may be derived, as in columns */}
              <FormattedValue
                value={field.derive ? derive(field.derive, row, { gateContext, userEmail }) : getPath(row, field.field)}
                format={field.format}
              />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const nested = getPath(row, def.source);
  return (
    <DataTable
      columns={def.columns ?? []}
      rows={Array.isArray(nested) ? (nested as Row[]) : []}
      label={t(def.summary)}
    />
  );
}

/** The `expand` column: a native <details> disclosure (Enter/Space toggle it, its state is announced), or `none`. */
export function useExpandColumn(def: ExpandDef | undefined): RowActionsColumn | undefined {
  const { t } = useTranslation();
  if (!def) return undefined;
  const detailOf = (row: Row) => (def.field ? getPath(row, def.field) : def.source ? getPath(row, def.source) : row);
  return {
    header: t(def.header),
    render: (row) =>
      isEmptyDetail(detailOf(row)) && def.none ? (
        <span className="data-table__expand-none">{t(def.none)}</span>
      ) : (
        <details className="data-table__details">
          <summary>{t(def.summary)}</summary>
          <div className="data-table__detail">
            <ExpandDetail def={def} row={row} />
          </div>
        </details>
      ),
  };
}

/** Text of a group summary derivation: a string, or `{message, values}` to translate. */
function summaryText(value: unknown, t: (key: string, values?: Record<string, unknown>) => string): ReactNode {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && 'message' in value) {
    const { message, values } = value as { message: string; values?: Record<string, unknown> };
    return t(message, values);
  }
  return String(value);
}

/** The `group` of a table panel: how rows are keyed and headed, and the compact/full toggle button. */
export function useGroups(def: GroupDef | undefined): { groups?: TableGroups; toggle?: ReactNode } {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const [compact, setCompact] = useState(false);
  if (!def) return {};
  const context = { gateContext, userEmail };
  const keyValue = (row: Row) => (def.grouping ? derive(def.grouping, row, context) : getPath(row, def.by));
  const firstValue = new Map<string, unknown>();
  const groups: TableGroups = {
    keyOf: (row) => {
      const value = keyValue(row);
      const key = String(value ?? '');
      if (!firstValue.has(key)) firstValue.set(key, value);
      return key;
    },
    heading: (key) => <FormattedValue value={firstValue.get(key)} format={def.format} />,
    summary: def.summary ? (rows) => summaryText(derive(def.summary!, rows, context), t) : undefined,
    compact,
  };
  const toggle = def.toggle ? (
    <div className="data-table__group-toggle">
      <button type="button" className="button" aria-pressed={compact} onClick={() => setCompact((c) => !c)}>
        {t('RUNTIME_GROUPS_COMPACT')}
      </button>
    </div>
  ) : undefined;
  return { groups, toggle };
}
