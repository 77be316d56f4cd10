// `rowActions` of a search screen or a table panel: buttons in a last column of each row, the row as the action's
// record (`when:` per row; `disabledWhen`, `confirmTwice`, `call` as any action, ActionButton).
// The dialog is rendered outside the table, so clicks inside it never reach the row's link.
import { useState, type ReactNode } from 'react';
import { useTranslation } from './useTranslation';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import type { RowActionsColumn } from './DataTable';
import { evaluatePredicate } from './predicates';
import { useScreenReadOnly } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { ActionDef } from './screenTypes';

type Row = Record<string, unknown>;

export function useRowActions(
  actions: ActionDef[] | undefined,
  routeParams: Record<string, string | undefined>,
  /** After an action widget or a direct call succeeded. */
  onDone?: () => void,
): { column?: RowActionsColumn; dialog: ReactNode } {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const [open, setOpen] = useState<{ action: ActionDef; row: Row } | null>(null);
  const readOnly = useScreenReadOnly();
  if (!actions || actions.length === 0 || readOnly) return { dialog: null };
  const column: RowActionsColumn = {
    header: t('RUNTIME_ACTIONS'),
    render: (row, describedBy) =>
      actions
        .filter((action) => evaluatePredicate(action.when, row, { gateContext, userEmail }))
        .map((action) => (
          // identical labels on every row: the row's first cell tells them apart for screen readers
          <ActionButton
            key={action.id}
            action={action}
            record={row}
            routeParams={routeParams}
            describedBy={describedBy}
            onOpen={() => setOpen({ action, row })}
            onDone={onDone}
          />
        )),
  };
  const dialog = open && (
    <ActionDialog
      action={open.action}
      record={open.row}
      routeParams={routeParams}
      onClose={() => setOpen(null)}
      onDone={onDone}
    />
  );
  return { column, dialog };
}
