// 000 §2 Add railcard modal: first name, last name, type, number, expiry (not before today), sync with the key
// service (disabled for types the KEYGO filter does not keep, or without KeyGo); Apply disabled while invalid or adding.
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { RailcardFilters } from '../../domain/filterRailcardsFor';
import { londonToday } from '../../domain/londonToday';
import { railcardAddErrors, RAILCARD_NAME_MAX_LENGTH, type RailcardAddValues } from '../../domain/railcardAddErrors';
import { railcardCanSyncWithKeygo } from '../../domain/railcardCanSyncWithKeygo';
import { Dialog, useRuntimeServices } from '../../runtime';
import { RailcardDetailsFields } from '../railcard-shared/RailcardDetailsFields';
import { RailcardField } from '../railcard-shared/RailcardField';
import { RailcardFormButtons } from '../railcard-shared/RailcardFormButtons';
import { useRailcardCall } from '../railcard-shared/useRailcardCall';

export interface AddRailcardDialogProps {
  customerId: string;
  initial: RailcardAddValues;
  onDone(): void;
  onClose(): void;
}

export function AddRailcardDialog({ customerId, initial, onDone, onClose }: AddRailcardDialogProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [values, setValues] = useState<RailcardAddValues>(initial);
  const [sync, setSync] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const minExpiry = londonToday();
  const errors = railcardAddErrors(values, minExpiry);
  const canSync = railcardCanSyncWithKeygo(
    values.railcardCode,
    services.flags,
    services.config.railcardFilters as RailcardFilters | undefined,
  );
  const syncWithKeygo = canSync && sync;
  // say why the checkbox is off once there is a reason to: no KeyGo at all, or the chosen type
  const syncHint = canSync
    ? undefined
    : !services.flags.enableKeyGo
      ? 'RAILCARD_SYNC_WITH_KEYGO_OFF'
      : values.railcardCode
        ? 'RAILCARD_SYNC_WITH_KEYGO_UNAVAILABLE'
        : undefined;

  const add = useRailcardCall({
    call: 'addRailcard',
    params: { id: customerId },
    failure: 'RAILCARD_ADD_ERROR',
    success: (reply) => t('RAILCARD_ADD_SUCCESS', { number: reply?.result?.railcardNumber ?? values.railcardNumber }),
    onDone,
    author: true,
  });

  const set = (field: keyof RailcardAddValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const leave = (field: string) => setTouched((v) => ({ ...v, [field]: true }));
  const invalid = Object.keys(errors).length > 0;

  return (
    <Dialog
      title={t('RAILCARD_ADD_TITLE')}
      onClose={onClose}
      busy={add.busy}
      error={add.error}
      onSubmit={() => {
        if (invalid) {
          setTouched({ firstName: true, lastName: true, railcardCode: true, railcardNumber: true, expiryDate: true });
          return;
        }
        add.send({
          firstName: values.firstName!.trim(),
          lastName: values.lastName!.trim(),
          railcardCode: values.railcardCode,
          railcardNumber: values.railcardNumber!.trim(),
          expiryDate: values.expiryDate,
          syncWithKeygo,
        });
      }}
      footer={
        <RailcardFormButtons label="RAILCARD_APPLY" busyLabel="RAILCARD_ADDING" busy={add.busy} invalid={invalid} />
      }
    >
      {(['firstName', 'lastName'] as const).map((field) => (
        <RailcardField
          key={field}
          label={field === 'firstName' ? 'RAILCARD_FIRST_NAME' : 'RAILCARD_LAST_NAME'}
          error={errors[field]}
          showError={touched[field]}
        >
          <input
            className="form-control"
            type="text"
            autoComplete="off"
            maxLength={RAILCARD_NAME_MAX_LENGTH + 10}
            value={values[field] ?? ''}
            disabled={add.busy}
            onChange={(e) => set(field, e.target.value)}
            onBlur={() => leave(field)}
          />
        </RailcardField>
      ))}
      <RailcardDetailsFields
        values={values}
        errors={errors}
        touched={touched}
        minExpiry={minExpiry}
        disabled={add.busy}
        onChange={set}
        onBlur={leave}
      />
      <div className="railcard-field railcard-field--checkbox">
        <label>
          <input
            type="checkbox"
            checked={syncWithKeygo}
            disabled={!canSync || add.busy}
            aria-describedby={syncHint ? 'railcard-sync-unavailable' : undefined}
            onChange={(e) => setSync(e.target.checked)}
          />
          {t('RAILCARD_SYNC_WITH_KEYGO')}
        </label>
        {syncHint && (
          <p id="railcard-sync-unavailable" className="railcard-field__hint">
            {t(syncHint)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
