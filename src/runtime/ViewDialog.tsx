// A `view` action's dialog: declared fields of a record, read-only (001 §2 photo viewer: a child card's photo). With
// `call` the fields come from that call's reply (sent with notify: false; its failure is said here); without, from the
// action's record. Close is the only way on.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from './useTranslation';
import { callQueryKey } from './callQueryKey';
import { describeCallFailure } from './describeCallFailure';
import { Dialog, DialogCancel } from './Dialog';
import { FieldList } from './FieldList';
import { flattenForMessage } from './ModalForm';
import { LoadError } from './LoadError';
import { LoadingNotice } from './LoadingNotice';
import { useRuntimeServices } from './RuntimeServices';
import type { ViewDef } from './screenTypes';
import { fillParams, getPath } from './template';

export interface ViewDialogProps {
  view: ViewDef;
  record: unknown;
  routeParams: Record<string, string | undefined>;
  onClose(): void;
}

export function ViewDialog({ view, record, routeParams, onClose }: ViewDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const args = { params: fillParams(view.params, { ...routeParams, record }), notify: false };
  const reply = useQuery({
    queryKey: callQueryKey(view.call ?? '', args),
    queryFn: () => services.call(view.call!, args),
    enabled: view.call !== undefined,
    retry: false,
  });
  let body;
  if (!view.call) body = <FieldList fields={view.fields} data={record} />;
  else if (reply.isPending) body = <LoadingNotice />;
  else if (reply.isError)
    body = (
      <LoadError
        error={reply.error}
        onRetry={() => void reply.refetch()}
        message={view.loadError}
        detail={view.loadError ? describeCallFailure(undefined, reply.error, t).message : undefined}
      />
    );
  else body = <FieldList fields={view.fields} data={getPath(reply.data, view.source ?? 'result')} />;
  const title = t(view.title, record && typeof record === 'object' ? flattenForMessage({ record }) : {});
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <DialogCancel
          label="RUNTIME_CLOSE"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
          autoFocus
        />
      }
    >
      {body}
    </Dialog>
  );
}
