// The dialog of one action: its declared modal or read-only view, or the action widget it names (which renders its own
// Dialog).
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from './useTranslation';
import { getActionWidget } from './actionWidgets';
import { LoadingNotice } from './LoadingNotice';
import { ModalForm } from './ModalForm';
import { ViewDialog } from './ViewDialog';
import type { ActionDef } from './screenTypes';
import { fillTemplate } from './template';

export interface ActionDialogProps {
  action: ActionDef;
  record: unknown;
  routeParams: Record<string, string | undefined>;
  onClose(): void;
  /** After an action widget reports success (a paged panel then shows its first page, where the change is). */
  onDone?(): void;
}

export function ActionDialog({ action, record, routeParams, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (action.view) return <ViewDialog view={action.view} record={record} routeParams={routeParams} onClose={onClose} />;
  if (action.modal)
    return <ModalForm modal={action.modal} record={record} routeParams={routeParams} onClose={onClose} />;
  const Widget = action.widget ? getActionWidget(action.widget) : undefined;
  if (!Widget) {
    return (
      <p className="runtime-error" role="alert">
        {t('RUNTIME_WIDGET_MISSING', { widget: action.widget })}
      </p>
    );
  }
  const onSuccess = (result?: unknown) => {
    onClose();
    onDone?.();
    const target = action.navigate
      ? fillTemplate(action.navigate, { ...routeParams, record, reply: result })
      : undefined;
    if (target) void navigate(target);
  };
  return (
    <Suspense fallback={<LoadingNotice />}>
      <Widget record={record} routeParams={routeParams} onClose={onClose} onSuccess={onSuccess} />
    </Suspense>
  );
}
