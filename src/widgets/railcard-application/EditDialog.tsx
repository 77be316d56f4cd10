// Edit: type, number and expiry (all required, expiry not before today, 000 §5), PUT ('Application updated successfully').
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { londonToday } from '../../domain/londonToday';
import { railcardDetailsErrors, type RailcardDetails } from '../../domain/railcardDetailsErrors';
import { useRuntimeServices } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { RailcardDetailsFields } from '../railcard-shared/RailcardDetailsFields';
import { RailcardDialog } from '../railcard-shared/RailcardDialog';
import type { RailcardApplicationRecord } from './types';

export interface EditDialogProps {
  application: RailcardApplicationRecord;
  onDone(): void;
  onClose(): void;
}

export function EditDialog({ application, onDone, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [values, setValues] = useState<RailcardDetails>({
    railcardCode: application.railcardCode,
    railcardNumber: application.railcardNumber,
    expiryDate: application.expiryDate,
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const minExpiry = londonToday();
  const errors = railcardDetailsErrors(values, minExpiry);
  const invalid = Object.keys(errors).length > 0;
  const edit = useMutation({
    mutationFn: () =>
      services.call('editRailcard', {
        params: { id: application.customerId, railcardId: application.id },
        body: {
          railcardCode: values.railcardCode,
          railcardNumber: values.railcardNumber!.trim(),
          expiryDate: values.expiryDate,
          ...(services.userEmail ? { author: services.userEmail } : {}),
        },
        notify: false,
      }),
    onSuccess: () => {
      services.notify({ kind: 'success', message: t('ACCOUNT_RAILCARDS_APPLICATION_EDIT_SUCCESS') });
      onDone();
    },
    onError: (error) => services.notify({ kind: 'error', message: failureMessage(t, 'ACCOUNT_RAILCARDS_APPLICATION_EDIT_ERROR', error) }),
  });
  return (
    <RailcardDialog title={t('RAILCARD_EDIT_TITLE')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched({ railcardCode: true, railcardNumber: true, expiryDate: true });
          if (!invalid && !edit.isPending) edit.mutate();
        }}
      >
        {edit.isError && (
          <p className="runtime-error" role="alert">
            {failureMessage(t, 'ACCOUNT_RAILCARDS_APPLICATION_EDIT_ERROR', edit.error)}
          </p>
        )}
        <RailcardDetailsFields
          values={values}
          errors={errors}
          touched={touched}
          minExpiry={minExpiry}
          disabled={edit.isPending}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          onBlur={(field) => setTouched((v) => ({ ...v, [field]: true }))}
        />
        <div className="form-buttons">
          <button type="submit" className="button button--primary" disabled={invalid || edit.isPending}>
            {t(edit.isPending ? 'RAILCARD_SAVING' : 'RAILCARD_SAVE')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('RAILCARD_CANCEL')}
          </button>
        </div>
      </form>
    </RailcardDialog>
  );
}
