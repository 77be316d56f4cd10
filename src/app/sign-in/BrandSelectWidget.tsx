import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { AvailableBrandsContext } from './AvailableBrandsContext';

/** `"ui:widget": "brandSelect"`: a select of the deployment's brands (000 §1), by display name. */
export function BrandSelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors } = props;
  const brands = useContext(AvailableBrandsContext);
  const { t } = useTranslation();
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{t('LOGIN_BRAND_CHOOSE')}</option>
      {brands.map((b) => (
        <option key={b.id} value={b.id}>
          {b.translationKey && t(b.translationKey) !== b.translationKey ? t(b.translationKey) : b.displayName}
        </option>
      ))}
    </select>
  );
}
