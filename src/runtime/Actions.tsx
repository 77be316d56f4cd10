// Action buttons of a detail screen; each opens its modal or action widget. `when:` hides an action the record does not allow.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { evaluatePredicate } from './predicates';
import { useRuntimeServices } from './RuntimeServices';
import type { ActionDef } from './screenTypes';

export interface ActionsProps {
  actions: ActionDef[];
  /** The screen's record; undefined for a search screen's actions. */
  record: unknown;
  routeParams: Record<string, string | undefined>;
}

export function Actions({ actions, record, routeParams }: ActionsProps) {
  const { t } = useTranslation();
  const { gateContext, userEmail } = useRuntimeServices();
  const [open, setOpen] = useState<string | null>(null);
  const visible = actions.filter((a) => evaluatePredicate(a.when, record, { gateContext, userEmail }));
  if (visible.length === 0) return null;
  const current = visible.find((a) => a.id === open);
  return (
    <div className="actions" role="group" aria-label={t('RUNTIME_ACTIONS')}>
      {visible.map((action) => (
        <button key={action.id} type="button" className="button" onClick={() => setOpen(action.id)}>
          {t(action.label)}
        </button>
      ))}
      {current && <ActionDialog action={current} record={record} routeParams={routeParams} onClose={() => setOpen(null)} />}
    </div>
  );
}
