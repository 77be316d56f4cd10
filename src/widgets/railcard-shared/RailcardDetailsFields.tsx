// Type (from GET /config/railcards), number and expiry date (not before today, 000 §5) — the fields the add and the
// edit forms share.
import { useTranslation } from '../../runtime/useTranslation';
import type { RailcardDetails, RailcardFieldErrors } from '../../domain/railcardDetailsErrors';
import { RailcardField } from './RailcardField';
import { useRailcardTypes } from './useRailcardTypes';

export interface RailcardDetailsFieldsProps {
  values: RailcardDetails;
  errors: RailcardFieldErrors;
  touched: Record<string, boolean>;
  minExpiry: string;
  disabled?: boolean;
  onChange(field: keyof RailcardDetails, value: string): void;
  onBlur(field: keyof RailcardDetails): void;
}

export function RailcardDetailsFields({
  values,
  errors,
  touched,
  minExpiry,
  disabled,
  onChange,
  onBlur,
}: RailcardDetailsFieldsProps) {
  const { t } = useTranslation();
  const types = useRailcardTypes();
  return (
    <>
      <RailcardField label="RAILCARD_TYPE" error={errors.railcardCode} showError={touched.railcardCode}>
        <select
          className="form-control"
          value={values.railcardCode ?? ''}
          disabled={disabled || !types.data}
          onChange={(e) => onChange('railcardCode', e.target.value)}
          onBlur={() => onBlur('railcardCode')}
        >
          <option value="">{t('RAILCARD_TYPE_CHOOSE')}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
      </RailcardField>
      {types.isError && (
        <p className="runtime-error" role="alert">
          {t('RAILCARD_TYPES_ERROR')}
        </p>
      )}
      <RailcardField label="RAILCARD_NUMBER" error={errors.railcardNumber} showError={touched.railcardNumber}>
        <input
          className="form-control"
          type="text"
          autoComplete="off"
          maxLength={20}
          value={values.railcardNumber ?? ''}
          disabled={disabled}
          onChange={(e) => onChange('railcardNumber', e.target.value)}
          onBlur={() => onBlur('railcardNumber')}
        />
      </RailcardField>
      <RailcardField label="RAILCARD_EXPIRY_DATE" error={errors.expiryDate} showError={touched.expiryDate}>
        <input
          className="form-control"
          type="date"
          min={minExpiry}
          value={values.expiryDate ?? ''}
          disabled={disabled}
          onChange={(e) => onChange('expiryDate', e.target.value)}
          onBlur={() => onBlur('expiryDate')}
        />
      </RailcardField>
    </>
  );
}
