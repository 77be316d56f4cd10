// Action widget `keyGoReimburse` (001 §4 reimbursement, §2 modals): confirm → card withdrawal success, or failure →
// offer a cheque → cheque success ("a cheque takes up to 10 days") or cheque failure. The saved card is shown masked.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import {
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  formatMoney,
  useRuntimeServices,
  type ActionWidgetProps,
} from '../../runtime';
import { useRefreshThenSucceed } from '../railcard-shared/useRefreshThenSucceed';
import { KEYGO_ERRORS } from './keyGoErrors';
import type { GetKeyGoAccountReply } from '../../generated/replies/GetKeyGoAccountReply';
import type { GetKeyGoSavedCardReply } from '../../generated/replies/GetKeyGoSavedCardReply';
import type { RequestKeyGoReimbursementReply } from '../../generated/replies/RequestKeyGoReimbursementReply';
import type { UpdateKeyGoReimbursementReply } from '../../generated/replies/UpdateKeyGoReimbursementReply';

type Step = 'confirm' | 'cardSuccess' | 'cardFailed' | 'chequeSuccess' | 'chequeFailed';

export default function KeyGoReimburse({ record, routeParams, onClose, onSuccess }: ActionWidgetProps) {
  const { t } = useTranslation();
  const { call } = useRuntimeServices();
  const customerId = String(routeParams.id ?? routeParams.cid);
  // the amount as the dialog opened, then as the server reimbursed it (the panel behind refetches meanwhile)
  const [amount, setAmount] = useState(
    Number((record as { panel?: Partial<GetKeyGoAccountReply> } | undefined)?.panel?.result?.balance ?? 0),
  );
  const balance = amount;
  const [step, setStep] = useState<Step>('confirm');
  const [reimbursementId, setReimbursementId] = useState<number>();
  const [chequeError, setChequeError] = useState<string>();
  const refresh = useRefreshThenSucceed(onSuccess);
  const card = useQuery({
    queryKey: callQueryKey('getKeyGoSavedCard', { params: { id: customerId } }),
    queryFn: async () =>
      ((await call('getKeyGoSavedCard', { params: { id: customerId } })) as GetKeyGoSavedCardReply).result,
  });
  const byCard = useMutation({
    mutationFn: async () =>
      (
        (await call('requestKeyGoReimbursement', {
          params: { id: customerId },
          body: { method: 'CARD' },
          notify: false,
        })) as RequestKeyGoReimbursementReply
      ).result,
    onSuccess: (r) => {
      setReimbursementId(r.id);
      setAmount(r.amount);
      setStep(r.status === 'CARD_SUCCESS' ? 'cardSuccess' : 'cardFailed');
    },
  });
  const byCheque = useMutation({
    mutationFn: async () =>
      (
        (await call('updateKeyGoReimbursement', {
          params: { id: customerId, reimbursementId: reimbursementId! },
          body: { method: 'CHEQUE' },
          notify: false,
        })) as UpdateKeyGoReimbursementReply
      ).result,
    onSuccess: () => setStep('chequeSuccess'),
    onError: (error) => {
      setChequeError(describeCallFailure(KEYGO_ERRORS, error, t).message);
      setStep('chequeFailed');
    },
  });
  const finish = () => void refresh();
  const busy = byCard.isPending || byCheque.isPending;
  const footer = {
    confirm: (
      <>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !card.data}
          onClick={() => byCard.mutate()}
        >
          {t('KEYGO_REIMBURSE_CONFIRM')}
        </button>
        <DialogCancel />
      </>
    ),
    cardSuccess: (
      <button type="button" className="button button--primary" onClick={finish}>
        {t('KEYGO_DONE')}
      </button>
    ),
    cardFailed: (
      <>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => byCheque.mutate()}>
          {t('KEYGO_REIMBURSE_BY_CHEQUE')}
        </button>
        <button type="button" className="button" onClick={finish}>
          {t('KEYGO_CLOSE')}
        </button>
      </>
    ),
    chequeSuccess: (
      <button type="button" className="button button--primary" onClick={finish}>
        {t('KEYGO_DONE')}
      </button>
    ),
    chequeFailed: (
      <button type="button" className="button button--primary" onClick={finish}>
        {t('KEYGO_CLOSE')}
      </button>
    ),
  }[step];
  return (
    <Dialog
      title={t('KEYGO_REIMBURSE_TITLE')}
      onClose={step === 'confirm' ? onClose : finish}
      busy={busy}
      error={byCard.error ? describeCallFailure(KEYGO_ERRORS, byCard.error, t).message : undefined}
      footer={footer}
    >
      {step === 'confirm' && (
        <>
          <p>{t('KEYGO_REIMBURSE_QUESTION', { amount: formatMoney(balance) })}</p>
          <p>
            {card.isPending
              ? t('KEYGO_LOADING')
              : card.data
                ? t('KEYGO_SAVED_CARD', {
                    card: card.data.maskedNumber,
                    scheme: card.data.scheme,
                    expiry: card.data.expiry,
                  })
                : t('KEYGO_NO_SAVED_CARD')}
          </p>
        </>
      )}
      {step === 'cardSuccess' && (
        <p role="status">{t('KEYGO_REIMBURSE_CARD_SUCCESS', { amount: formatMoney(balance) })}</p>
      )}
      {step === 'cardFailed' && (
        <p role="alert" className="keygo-error">
          {t('KEYGO_REIMBURSE_CARD_FAILED')}
        </p>
      )}
      {step === 'chequeSuccess' && (
        <p role="status">{t('KEYGO_REIMBURSE_CHEQUE_SUCCESS', { amount: formatMoney(balance) })}</p>
      )}
      {step === 'chequeFailed' && (
        <p role="alert" className="keygo-error">
          {t('KEYGO_REIMBURSE_CHEQUE_FAILED')} {chequeError}
        </p>
      )}
    </Dialog>
  );
}
