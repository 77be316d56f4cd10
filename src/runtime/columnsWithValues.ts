// `hideEmptyColumns: true`: order page tables (000 §2 tickets, cards) carry every column of the spec, but most orders
// fill only some: a column empty in every row is left out, so the ones that matter (print status, e-ticket status, UTN, refund status) fit on
// the screen instead of hiding past the table's scroll edge.
import type { ValueDef } from './screenTypes';
import { getPath } from './template';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The columns with a value in at least one row (all of them when there are no rows). `valueOf` reads a cell as the
 * table shows it (a `derive`d column's derivation); by default the row's value at the column's field.
 * @example columnsWithValues([{ field: 'a', label: 'A' }, { field: 'b.c', label: 'C' }], [{ a: 1, b: { c: null } }]) // [{ field: 'a', … }]
 */
export function columnsWithValues<C extends Pick<ValueDef, 'field'>>(
  columns: readonly C[],
  rows: readonly Record<string, unknown>[],
  valueOf: (row: Record<string, unknown>, column: C) => unknown = (row, column) => getPath(row, column.field),
): C[] {
  if (rows.length === 0) return [...columns];
  return columns.filter((column) => rows.some((row) => !isEmpty(valueOf(row, column))));
}
