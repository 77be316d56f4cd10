// `search.rowActions`: buttons in a last column of each result row, the row as the action's record (`when:` per row).
// The dialog is rendered outside the table, so clicks inside it never reach the row's link.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import type { RowActionsColumn } from './DataTable';
import { evaluatePredicate } from './predicates';
import { useRuntimeServices } from './RuntimeServices';
import type { ActionDef } from './screenTypes';

type Row = Record<string, unknown>;

export function useRowActions(
  actions: ActionDef[] | undefined,
  routeParams: Record<string, string | undefined>,
): { column?: RowActionsColumn; dialog: ReactNode } {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const [open, setOpen] = useState<{ action: ActionDef; row: Row } | null>(null);
  if (!actions || actions.length === 0) return { dialog: null };
  const column: RowActionsColumn = {
    header: t('RUNTIME_ACTIONS'),
    render: (row, describedBy) =>
      actions
        .filter((action) => evaluatePredicate(action.when, row, { gateContext, userEmail }))
        .map((action) => (
          // identical labels on every row: the row's first cell tells them apart for screen readers
          <button key={action.id} type="button" className="button" aria-describedby={describedBy} onClick={() => setOpen({ action, row })}>
            {t(action.label)}
          </button>
        )),
  };
  const dialog = open && <ActionDialog action={open.action} record={open.row} routeParams={routeParams} onClose={() => setOpen(null)} />;
  return { column, dialog };
}
