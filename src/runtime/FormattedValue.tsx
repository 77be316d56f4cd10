// One value shown through its named format; `status` becomes a coloured badge.
import { useTranslation } from 'react-i18next';
import { formatValue, getFormat } from './formats';

export interface FormattedValueProps {
  value: unknown;
  format?: string;
}

export function FormattedValue({ value, format }: FormattedValueProps) {
  const { t } = useTranslation();
  const text = formatValue(format, value, t);
  if (text === '') return <span className="value--empty" aria-label={t('RUNTIME_NO_VALUE')}>—</span>;
  const tone = getFormat(format).tone?.(value);
  return tone ? <span className={`status-badge status-badge--${tone}`}>{text}</span> : <>{text}</>;
}
