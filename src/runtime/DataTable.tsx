// A declared table (columns of ValueDef) over rows already paged by the server (TanStack Table v9, manual pagination).
import { Fragment, useId, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
} from '@tanstack/react-table';
import { FormattedValue } from './FormattedValue';
import { Pagination } from './Pagination';
import { derive } from './derivations';
import { useRuntimeServices } from './RuntimeServices';
import type { ValueDef } from './screenTypes';
import { fillTemplate, getPath } from './template';
import { useActionsBelow } from './useActionsBelow';

type Row = Record<string, unknown>;

/** A last column of buttons (search `rowActions`); `describedBy` is the id of the row's first cell. */
export interface RowActionsColumn {
  header: string;
  render(row: Row, describedBy: string): ReactNode;
}

/** Rows grouped under headings (a panel's `group`): keyed in order of first appearance. */
export interface TableGroups {
  keyOf(row: Row): string;
  heading(key: string, rows: Row[]): ReactNode;
  summary?(rows: Row[]): ReactNode;
  /** Compact: headings and summaries only. */
  compact?: boolean;
}

const features = tableFeatures({ rowPaginationFeature });
const helper = createColumnHelper<typeof features, Row>();

export interface DataTableProps {
  columns: ValueDef[];
  rows: Row[];
  /** Route template of the whole row (`/account/{id}`): the first cell becomes a real link. */
  rowLink?: string;
  caption?: string;
  /** Accessible name of the scrolling frame when there is no caption (e.g. the panel's title). */
  label?: string;
  rowActions?: RowActionsColumn;
  /** A disclosure column (a panel's `expand`), before the row actions. */
  expand?: RowActionsColumn;
  groups?: TableGroups;
  /** Server paging; omit for an unpaged table. `page` is 1-based. */
  paging?: {
    page: number;
    pageSize: number;
    total: number;
    maxPageLinks: number;
    onPageChange(page: number): void;
    hrefFor?(page: number): string;
  };
}

/** Cells of a formatted column carry its format (`data-table__cell--money`), so money aligns right and dates do not wrap. */
function cellClass(def: ValueDef | undefined): string | undefined {
  return def?.format ? `data-table__cell--${def.format}` : undefined;
}

/** A click on a control in the row does its own thing; a click that ends a text selection (copying a number) is not a visit. */
function followRowClick(target: HTMLElement, follow: () => void): void {
  if (target.closest('a,button,details,.data-table__row-actions')) return;
  if (!(window.getSelection()?.isCollapsed ?? true)) return;
  follow();
}

function cellContent(def: ValueDef, row: Row, value: unknown, href: string | undefined) {
  const shown = <FormattedValue value={value} format={def.format} interactive={!href} />;
  return href ? <Link to={href}>{shown}</Link> : shown;
}

export function DataTable({
  columns,
  rows,
  rowLink,
  caption,
  label,
  paging,
  rowActions,
  expand,
  groups,
}: DataTableProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const navigate = useNavigate();
  const { gateContext, userEmail } = useRuntimeServices();
  const tableColumns = useMemo(
    () =>
      helper.columns(
        columns.map((def, index) =>
          helper.accessor(
            (row: Row) => (def.derive ? derive(def.derive, row, { gateContext, userEmail }) : getPath(row, def.field)),
            {
              id: def.field,
              header: () => t(def.label),
              cell: (ctx) => {
                const row = ctx.row.original;
                const href = def.link
                  ? fillTemplate(def.link, row)
                  : index === 0 && rowLink
                    ? fillTemplate(rowLink, row)
                    : undefined;
                return cellContent(def, row, ctx.getValue(), href);
              },
            },
          ),
        ),
      ),
    [columns, rowLink, t, gateContext, userEmail],
  );
  const pagination: PaginationState = {
    pageIndex: (paging?.page ?? 1) - 1,
    pageSize: paging?.pageSize ?? Math.max(rows.length, 1),
  };
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    manualPagination: true,
    rowCount: paging?.total ?? rows.length,
    state: { pagination },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      paging?.onPageChange(next.pageIndex + 1);
    },
  });

  const frameRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const contentKey = `${rows.length}|${columns.map((c) => c.field).join(',')}|${paging?.page ?? ''}`;
  // too wide for its frame: each row's actions in a row of their own under it (useActionsBelow), never over a value
  const actionsBelow = useActionsBelow(Boolean(rowActions), frameRef, tableRef, contentKey);
  const byField = new Map(columns.map((def) => [def.field, def]));
  const describe = Boolean(rowActions || expand);
  const width = columns.length + (expand ? 1 : 0) + (rowActions && !actionsBelow ? 1 : 0);
  type TableRow = ReturnType<typeof table.getRowModel>['rows'][number];

  // Grouped rows name their headers outright: the column's and the group heading's (a heading across the whole row has
  // no cells of its own in the table's grid, so without this it heads nothing — axe th-has-data-cells)
  const columnHeaderId = (columnId: string) => `${idPrefix}-col-${columnId}`;
  const headersOf = (columnId: string, groupId: string | undefined) =>
    groupId ? `${columnHeaderId(columnId)} ${groupId}` : undefined;

  const renderRow = (row: TableRow, groupId?: string) => {
    const href = rowLink ? fillTemplate(rowLink, row.original) : undefined;
    const describedBy = `${idPrefix}-${row.id}`;
    const record = (
      <tr
        key={row.id}
        className={href ? 'data-table__row--link' : undefined}
        // The first cell holds the real link (keyboard, middle-click); a click anywhere else in the row follows it too.
        onClick={href ? (e) => followRowClick(e.target as HTMLElement, () => void navigate(href)) : undefined}
      >
        {row.getAllCells().map((cell, index) => (
          <td
            key={cell.id}
            id={describe && index === 0 ? `${idPrefix}-${row.id}` : undefined}
            headers={headersOf(cell.column.id, groupId)}
            className={cellClass(byField.get(cell.column.id))}
          >
            <table.FlexRender cell={cell} />
          </td>
        ))}
        {expand && (
          <td className="data-table__expand" headers={headersOf('expand', groupId)}>
            {expand.render(row.original, describedBy)}
          </td>
        )}
        {rowActions && !actionsBelow && (
          <td className="data-table__row-actions" headers={headersOf('actions', groupId)}>
            {rowActions.render(row.original, describedBy)}
          </td>
        )}
      </tr>
    );
    if (!rowActions || !actionsBelow) return record;
    return (
      <Fragment key={row.id}>
        {record}
        <tr className="data-table__actions-row">
          <td colSpan={width} headers={groupId}>
            {/* held at the frame's left edge while the wider table scrolls under nothing */}
            <div className="data-table__row-actions data-table__row-actions--below">
              {rowActions.render(row.original, describedBy)}
            </div>
          </td>
        </tr>
      </Fragment>
    );
  };

  const grouped = (list: TableRow[]) => {
    const byKey = new Map<string, TableRow[]>();
    for (const row of list) {
      const key = groups!.keyOf(row.original);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return [...byKey].map(([key, members], index) => {
      const originals = members.map((m) => m.original);
      const groupId = `${idPrefix}-group-${index}`;
      // compact without a summary line: the heading stands alone, a value of its own rather than a header of nothing
      const headsCells = !groups!.compact || Boolean(groups!.summary);
      return (
        <tbody key={key} className="data-table__group">
          <tr className="data-table__group-heading">
            {headsCells ? (
              <th scope="rowgroup" colSpan={width} id={groupId}>
                {groups!.heading(key, originals)}
              </th>
            ) : (
              <td colSpan={width}>{groups!.heading(key, originals)}</td>
            )}
          </tr>
          {!groups!.compact && members.map((member) => renderRow(member, groupId))}
          {groups!.summary && (
            <tr className="data-table__group-summary">
              <td colSpan={width} headers={groupId}>
                {groups!.summary(originals)}
              </td>
            </tr>
          )}
        </tbody>
      );
    });
  };

  return (
    <div
      className={
        rowActions ? `data-table data-table--actions${actionsBelow ? ' data-table--actions-below' : ''}` : 'data-table'
      }
    >
      {/* A wide table scrolls inside its frame; the frame takes focus so the keyboard can scroll it too. */}
      <div
        ref={frameRef}
        className="data-table__scroll"
        role="group"
        aria-label={caption ?? label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table ref={tableRef}>
          {caption && <caption>{caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    id={groups ? columnHeaderId(header.column.id) : undefined}
                    className={cellClass(byField.get(header.column.id))}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
                {expand && (
                  <th scope="col" id={groups ? columnHeaderId('expand') : undefined}>
                    {expand.header}
                  </th>
                )}
                {rowActions && !actionsBelow && (
                  <th
                    scope="col"
                    id={groups ? columnHeaderId('actions') : undefined}
                    className="data-table__row-actions"
                  >
                    {rowActions.header}
                  </th>
                )}
              </tr>
            ))}
          </thead>
          {groups ? (
            grouped(table.getRowModel().rows)
          ) : (
            <tbody>{table.getRowModel().rows.map((row) => renderRow(row))}</tbody>
          )}
        </table>
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          pageCount={table.getPageCount()}
          maxPageLinks={paging.maxPageLinks}
          onPageChange={(p) => table.setPageIndex(p - 1)}
          hrefFor={paging.hrefFor}
        />
      )}
    </div>
  );
}
