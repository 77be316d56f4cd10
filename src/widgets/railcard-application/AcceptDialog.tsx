// Accept: a confirmation naming the application, then PATCH state ACCEPTED ('Application approved', 000 §8).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRuntimeServices } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { RailcardDialog } from '../railcard-shared/RailcardDialog';
import type { RailcardApplicationRecord } from './types';

export interface AcceptDialogProps {
  application: RailcardApplicationRecord;
  onDone(): void;
  onClose(): void;
}

export function AcceptDialog({ application, onDone, onClose }: AcceptDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const accept = useMutation({
    mutationFn: () =>
      services.call('changeRailcardState', {
        params: { id: application.customerId, railcardId: application.id },
        body: { state: 'ACCEPTED', ...(services.userEmail ? { author: services.userEmail } : {}) },
        notify: false,
      }),
    onSuccess: () => {
      services.notify({ kind: 'success', message: t('ACCOUNT_RAILCARDS_APPLICATION_ACCEPT_SUCCESS') });
      onDone();
    },
    onError: (error) => services.notify({ kind: 'error', message: failureMessage(t, 'ACCOUNT_RAILCARDS_APPLICATION_ACCEPT_ERROR', error) }),
  });
  return (
    <RailcardDialog title={t('RAILCARD_ACCEPT_TITLE')} onClose={onClose}>
      {accept.isError && (
        <p className="runtime-error" role="alert">
          {failureMessage(t, 'ACCOUNT_RAILCARDS_APPLICATION_ACCEPT_ERROR', accept.error)}
        </p>
      )}
      <p>
        {t('RAILCARD_ACCEPT_MESSAGE', {
          type: application.railcardType.name ?? application.railcardCode,
          name: `${application.firstName} ${application.lastName}`,
          number: application.railcardNumber,
        })}
      </p>
      <div className="form-buttons">
        <button type="button" className="button button--primary" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {t(accept.isPending ? 'RAILCARD_SAVING' : 'RAILCARD_ACCEPT')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('RAILCARD_CANCEL')}
        </button>
      </div>
    </RailcardDialog>
  );
}
