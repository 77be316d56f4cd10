// Action buttons of a detail screen or a panel's header; each opens its modal or action widget (or makes its call).
// `when:` hides an action the record does not allow; `disabledWhen:` shows it unusable with its reason (ActionButton).
import { useState } from 'react';
import { useTranslation } from './useTranslation';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { evaluatePredicate } from './predicates';
import { useScreenReadOnly } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { ActionDef } from './screenTypes';

export interface ActionsProps {
  actions: ActionDef[];
  /** The screen's record; undefined for a search screen's actions. */
  record: unknown;
  routeParams: Record<string, string | undefined>;
  /** Accessible name of the group; default 'Actions'. */
  label?: string;
  /** After an action widget or a direct call succeeded. */
  onDone?(): void;
}

export function Actions({ actions, record, routeParams, label, onDone }: ActionsProps) {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const [open, setOpen] = useState<string | null>(null);
  const readOnly = useScreenReadOnly();
  const visible = readOnly ? [] : actions.filter((a) => evaluatePredicate(a.when, record, { gateContext, userEmail }));
  // an open dialog stays while its action's `when` stops holding because of what the dialog did (Issue smartcard's
  // success dialog once the customer has the card)
  const current = readOnly ? undefined : actions.find((a) => a.id === open);
  if (visible.length === 0 && !current) return null;
  return (
    <div className="actions" role="group" aria-label={label ?? t('RUNTIME_ACTIONS')}>
      {visible.map((action) => (
        <ActionButton
          key={action.id}
          action={action}
          record={record}
          routeParams={routeParams}
          onOpen={() => setOpen(action.id)}
          onDone={onDone}
        />
      ))}
      {current && (
        <ActionDialog
          action={current}
          record={record}
          routeParams={routeParams}
          onClose={() => setOpen(null)}
          onDone={onDone}
        />
      )}
    </div>
  );
}
