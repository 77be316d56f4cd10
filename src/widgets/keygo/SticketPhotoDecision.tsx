// Action widget `sticketPhotoDecision` (001 §2 approve sticket photo modal, §4 approved / rejected with a reason,
// §5 reason required, at most 300): the request's photo, then Approve or Reject with the reason.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import {
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  FormattedValue,
  useRuntimeServices,
  type ActionWidgetProps,
} from '../../runtime';
import { useRefreshThenSucceed } from '../railcard-shared/useRefreshThenSucceed';

interface PhotoRequest {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  photo?: { src: string; width: number; height: number };
}

const MAX_REASON = 300;

export default function SticketPhotoDecision({ record, onClose, onSuccess }: ActionWidgetProps) {
  const { t } = useTranslation();
  const { call, notify } = useRuntimeServices();
  const ids = useId();
  const row = record as unknown as PhotoRequest;
  const refresh = useRefreshThenSucceed(onSuccess);
  const [reason, setReason] = useState('');
  const detail = useQuery({
    queryKey: callQueryKey('getSticketPhotoChange', { params: { requestId: row.id } }),
    queryFn: async () =>
      (await call('getSticketPhotoChange', { params: { requestId: row.id } })).result as PhotoRequest,
  });
  const decide = useMutation({
    mutationFn: async (status: 'Approved' | 'Rejected') => {
      await call('decideSticketPhotoChange', {
        params: { customerId: row.customerId },
        body: { id: row.id, status, reason: reason.trim() },
        notify: false,
      });
      return status;
    },
    onSuccess: async (status) => {
      notify({
        kind: 'success',
        message: t(status === 'Approved' ? 'STICKET_PHOTO_APPROVED_DONE' : 'STICKET_PHOTO_REJECTED_DONE'),
      });
      await refresh();
    },
  });
  const reasonError =
    reason.trim() === '' ? 'STICKET_REASON_REQUIRED' : reason.length > MAX_REASON ? 'STICKET_REASON_TOO_LONG' : null;
  const pending = row.status === 'Pending';
  const act = (status: 'Approved' | 'Rejected') => !reasonError && pending && decide.mutate(status);
  return (
    <Dialog
      title={t('STICKET_PHOTO_TITLE', { name: `${row.firstName} ${row.lastName}` })}
      onClose={onClose}
      busy={decide.isPending}
      error={decide.error ? describeCallFailure(undefined, decide.error, t).message : undefined}
      footer={
        <>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={Boolean(reasonError) || !pending}
            aria-describedby={`${ids}-why`}
            onClick={() => act('Approved')}
          >
            {t('STICKET_APPROVE')}
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-disabled={Boolean(reasonError) || !pending}
            aria-describedby={`${ids}-why`}
            onClick={() => act('Rejected')}
          >
            {t('STICKET_REJECT')}
          </button>
          <DialogCancel />
          <span id={`${ids}-why`} className="keygo-hint">
            {!pending ? t('STICKET_ALREADY_DECIDED', { status: row.status }) : reasonError ? t(reasonError) : ''}
          </span>
        </>
      }
    >
      <p>{row.email}</p>
      {detail.isPending ? (
        <p>{t('KEYGO_LOADING')}</p>
      ) : detail.data?.photo ? (
        <FormattedValue
          value={{ src: detail.data.photo.src, width: detail.data.photo.width, alt: t('STICKET_PHOTO_ALT') }}
          format="photo"
        />
      ) : (
        <p>{t('STICKET_PHOTO_MISSING')}</p>
      )}
      <label htmlFor={`${ids}-reason`}>{t('STICKET_REASON')}</label>
      <textarea
        id={`${ids}-reason`}
        value={reason}
        maxLength={MAX_REASON}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby={`${ids}-count`}
      />
      <span id={`${ids}-count`} className="keygo-hint">
        {t('STICKET_REASON_COUNT', { count: reason.length, max: MAX_REASON })}
      </span>
    </Dialog>
  );
}
