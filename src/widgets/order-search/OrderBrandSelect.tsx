// `"ui:widget": "orderBrandSelect"`: the order search's brand filter, a select of the console's brands by name.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import brandIndex from '../../generated/brandIndex.json';

export function OrderBrandSelect(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{t('ORDER_SEARCH_ANY')}</option>
      {brandIndex.map((b) => (
        <option key={b.id} value={b.id}>
          {t(b.translationKey, { defaultValue: b.displayName })}
        </option>
      ))}
    </select>
  );
}
