// Reject: a reason from GET /admin/railcards/reject-reasons (only 'Other' when that call fails, 000 §8), the
// other-reason text required for Other and at most railcardRejectReasonMaxLength (300) characters (000 §5).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import {
  OTHER_REJECT_REASON,
  railcardRejectErrors,
  type RailcardRejectValues,
} from '../../domain/railcardRejectErrors';
import { callQueryKey, Dialog, useRuntimeServices } from '../../runtime';
import { RailcardField } from '../railcard-shared/RailcardField';
import { RailcardFormButtons } from '../railcard-shared/RailcardFormButtons';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';
import type { ListRailcardRejectReasonsReply } from '../../generated/replies/ListRailcardRejectReasonsReply';
import type { RailcardApplication } from '../../generated/types/RailcardApplication';

export interface RejectDialogProps {
  application: RailcardApplication;
  onDone(): void;
  onClose(): void;
}

export function RejectDialog({ application, onDone, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const maxLength = Number(services.config.railcardRejectReasonMaxLength);
  const [values, setValues] = useState<RailcardRejectValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const reasons = useQuery({
    queryKey: callQueryKey('listRailcardRejectReasons'),
    queryFn: async () =>
      ((await services.call('listRailcardRejectReasons', { notify: false })) as ListRailcardRejectReasonsReply).result,
    staleTime: Infinity,
    retry: false,
  });
  const options = reasons.isError
    ? [{ code: OTHER_REJECT_REASON, name: t('RAILCARD_REJECT_REASON_OTHER') }]
    : (reasons.data ?? []);
  const errors = railcardRejectErrors(values, maxLength);
  const invalid = Object.keys(errors).length > 0;
  const reject = useRailcardCall({
    call: 'changeRailcardState',
    params: { id: application.customerId, railcardId: application.id },
    failure: 'ACCOUNT_RAILCARDS_APPLICATION_REJECT_ERROR',
    success: () => t('ACCOUNT_RAILCARDS_APPLICATION_REJECT_SUCCESS'),
    onDone,
    author: true,
  });

  return (
    <Dialog
      title={t('RAILCARD_REJECT_TITLE')}
      onClose={onClose}
      busy={reject.busy}
      error={reject.error}
      onSubmit={() => {
        setTouched({ reason: true, otherReason: true });
        if (invalid) return;
        reject.send({
          state: 'REJECTED',
          reason: values.reason,
          ...(values.reason === OTHER_REJECT_REASON ? { otherReason: values.otherReason!.trim() } : {}),
        });
      }}
      footer={
        <RailcardFormButtons label="RAILCARD_REJECT" busyLabel="RAILCARD_SAVING" busy={reject.busy} invalid={invalid} />
      }
    >
      {reasons.isError && (
        <p className="runtime-notice" role="status">
          {t('RAILCARD_REJECT_REASONS_FALLBACK')}
        </p>
      )}
      <RailcardField label="RAILCARD_REJECT_REASON" error={errors.reason} showError={touched.reason}>
        <select
          className="form-control"
          value={values.reason ?? ''}
          disabled={reasons.isPending || reject.busy}
          onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value || undefined }))}
          onBlur={() => setTouched((v) => ({ ...v, reason: true }))}
        >
          <option value="">{t(reasons.isPending ? 'RUNTIME_LOADING' : 'RAILCARD_REJECT_REASON_CHOOSE')}</option>
          {options.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {reason.name}
            </option>
          ))}
        </select>
      </RailcardField>
      {values.reason === OTHER_REJECT_REASON && (
        <RailcardField
          label="RAILCARD_REJECT_OTHER_REASON"
          error={errors.otherReason}
          errorValues={{ max: maxLength }}
          showError={touched.otherReason}
          hint={t('RAILCARD_REJECT_OTHER_REASON_HINT', {
            count: (values.otherReason ?? '').trim().length,
            max: maxLength,
          })}
        >
          <textarea
            className="form-control"
            rows={4}
            value={values.otherReason ?? ''}
            disabled={reject.busy}
            onChange={(e) => setValues((v) => ({ ...v, otherReason: e.target.value }))}
            onBlur={() => setTouched((v) => ({ ...v, otherReason: true }))}
          />
        </RailcardField>
      )}
    </Dialog>
  );
}
