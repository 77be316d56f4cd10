// 000 §2 Remove railcard modal: type, number and expiry, with Cancel and Yes; the call sets state DELETED (000 §4).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormattedValue, useRuntimeServices } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { RailcardDialog } from '../railcard-shared/RailcardDialog';
import type { LinkedRailcard } from './LinkedRailcards';

export interface RemoveRailcardDialogProps {
  customerId: string;
  railcard: LinkedRailcard;
  onDone(): void;
  onClose(): void;
}

export function RemoveRailcardDialog({ customerId, railcard, onDone, onClose }: RemoveRailcardDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const remove = useMutation({
    mutationFn: () =>
      services.call('changeRailcardState', {
        params: { id: customerId, railcardId: railcard.id },
        body: { state: 'DELETED', ...(services.userEmail ? { author: services.userEmail } : {}) },
        notify: false,
      }),
    onSuccess: () => {
      services.notify({ kind: 'success', message: t('REMOVE_RAILCARD_SUCCESS') });
      onDone();
    },
    onError: (error) => services.notify({ kind: 'error', message: failureMessage(t, 'REMOVE_RAILCARD_ERROR', error) }),
  });
  return (
    <RailcardDialog title={t('RAILCARD_REMOVE_TITLE')} onClose={onClose}>
      {remove.isError && (
        <p className="runtime-error" role="alert">
          {failureMessage(t, 'REMOVE_RAILCARD_ERROR', remove.error)}
        </p>
      )}
      <p>{t('RAILCARD_REMOVE_QUESTION')}</p>
      <dl className="railcard-summary">
        <div>
          <dt>{t('RAILCARD_TYPE')}</dt>
          <dd>{railcard.railcardName ?? railcard.railcardCode}</dd>
        </div>
        <div>
          <dt>{t('RAILCARD_NUMBER')}</dt>
          <dd>{railcard.railcardNumber}</dd>
        </div>
        <div>
          <dt>{t('RAILCARD_EXPIRY_DATE')}</dt>
          <dd>
            <FormattedValue value={railcard.expiryDate} format="date" />
          </dd>
        </div>
      </dl>
      <div className="form-buttons">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('RAILCARD_CANCEL')}
        </button>
        <button type="button" className="button button--primary" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t(remove.isPending ? 'RAILCARD_REMOVING' : 'RAILCARD_YES')}
        </button>
      </div>
    </RailcardDialog>
  );
}
