// Accept: a confirmation naming the application, then PATCH state ACCEPTED ('Application approved', 000 §8).
import { useTranslation } from '../../runtime/useTranslation';
import { Dialog, DialogCancel } from '../../runtime';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';
import type { RailcardApplication } from '../../generated/types/RailcardApplication';

export interface AcceptDialogProps {
  application: RailcardApplication;
  onDone(): void;
  onClose(): void;
}

export function AcceptDialog({ application, onDone, onClose }: AcceptDialogProps) {
  const { t } = useTranslation();
  const accept = useRailcardCall({
    call: 'changeRailcardState',
    params: { id: application.customerId, railcardId: application.id },
    failure: 'ACCOUNT_RAILCARDS_APPLICATION_ACCEPT_ERROR',
    success: () => t('ACCOUNT_RAILCARDS_APPLICATION_ACCEPT_SUCCESS'),
    onDone,
    author: true,
  });
  return (
    <Dialog
      title={t('RAILCARD_ACCEPT_TITLE')}
      onClose={onClose}
      busy={accept.busy}
      error={accept.error}
      footer={
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={accept.busy}
            onClick={() => accept.send({ state: 'ACCEPTED' })}
          >
            {t(accept.busy ? 'RAILCARD_SAVING' : 'RAILCARD_ACCEPT')}
          </button>
          <DialogCancel />
        </>
      }
    >
      <p>
        {t('RAILCARD_ACCEPT_MESSAGE', {
          type: application.railcardType.name ?? application.railcardCode,
          name: `${application.firstName} ${application.lastName}`,
          number: application.railcardNumber,
        })}
      </p>
    </Dialog>
  );
}
