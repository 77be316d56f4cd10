// 000 §2 Remove railcard modal: type, number and expiry, with Cancel and Yes; the call sets state DELETED (000 §4).
import { useTranslation } from '../../runtime/useTranslation';
import { Dialog, DialogCancel, FormattedValue } from '../../runtime';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';
import type { Railcard } from '../../generated/types/Railcard';

/** A row of the linked railcards panel (listCustomerRailcards): the fields the dialog shows. */
export type LinkedRailcard = Pick<Railcard, 'id' | 'railcardCode' | 'railcardName' | 'railcardNumber' | 'expiryDate'>;

export interface RemoveRailcardDialogProps {
  customerId: string;
  railcard: LinkedRailcard;
  onDone(): void;
  onClose(): void;
}

export function RemoveRailcardDialog({ customerId, railcard, onDone, onClose }: RemoveRailcardDialogProps) {
  const { t } = useTranslation();
  const remove = useRailcardCall({
    call: 'changeRailcardState',
    params: { id: customerId, railcardId: railcard.id },
    failure: 'REMOVE_RAILCARD_ERROR',
    success: () => t('REMOVE_RAILCARD_SUCCESS'),
    onDone,
    author: true,
  });
  return (
    <Dialog
      title={t('RAILCARD_REMOVE_TITLE')}
      onClose={onClose}
      busy={remove.busy}
      error={remove.error}
      footer={
        <>
          {/* a removal is not undone: Cancel comes first and has the focus */}
          <DialogCancel
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
            autoFocus
          />
          <button
            type="button"
            className="button button--primary"
            disabled={remove.busy}
            onClick={() => remove.send({ state: 'DELETED' })}
          >
            {t(remove.busy ? 'RAILCARD_REMOVING' : 'RAILCARD_YES')}
          </button>
        </>
      }
    >
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
    </Dialog>
  );
}
