// Edit: type, number and expiry (all required, expiry not before today, 000 §5), PUT ('Application updated successfully').
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { londonToday } from '../../domain/londonToday';
import { railcardDetailsErrors, type RailcardDetails } from '../../domain/railcardDetailsErrors';
import { Dialog } from '../../runtime';
import { RailcardDetailsFields } from '../railcard-shared/RailcardDetailsFields';
import { RailcardFormButtons } from '../railcard-shared/RailcardFormButtons';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';
import type { RailcardApplication } from '../../generated/types/RailcardApplication';

export interface EditDialogProps {
  application: RailcardApplication;
  onDone(): void;
  onClose(): void;
}

export function EditDialog({ application, onDone, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RailcardDetails>({
    railcardCode: application.railcardCode,
    railcardNumber: application.railcardNumber,
    expiryDate: application.expiryDate,
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const minExpiry = londonToday();
  const errors = railcardDetailsErrors(values, minExpiry);
  const invalid = Object.keys(errors).length > 0;
  const edit = useRailcardCall({
    call: 'editRailcard',
    params: { id: application.customerId, railcardId: application.id },
    failure: 'ACCOUNT_RAILCARDS_APPLICATION_EDIT_ERROR',
    success: () => t('ACCOUNT_RAILCARDS_APPLICATION_EDIT_SUCCESS'),
    onDone,
    author: true,
  });
  return (
    <Dialog
      title={t('RAILCARD_EDIT_TITLE')}
      onClose={onClose}
      busy={edit.busy}
      error={edit.error}
      onSubmit={() => {
        setTouched({ railcardCode: true, railcardNumber: true, expiryDate: true });
        if (!invalid)
          edit.send({
            railcardCode: values.railcardCode,
            railcardNumber: values.railcardNumber!.trim(),
            expiryDate: values.expiryDate,
          });
      }}
      footer={
        <RailcardFormButtons label="RAILCARD_SAVE" busyLabel="RAILCARD_SAVING" busy={edit.busy} invalid={invalid} />
      }
    >
      <RailcardDetailsFields
        values={values}
        errors={errors}
        touched={touched}
        minExpiry={minExpiry}
        disabled={edit.busy}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onBlur={(field) => setTouched((v) => ({ ...v, [field]: true }))}
      />
    </Dialog>
  );
}
