// One value shown through its named format; `status` becomes a coloured badge.
import { useTranslation } from './useTranslation';
import { formatValue, getFormat } from './formats';

export interface FormattedValueProps {
  value: unknown;
  format?: string;
  /** false inside a link: a format's own component (a button) would be nested in it, so the plain text shows. */
  interactive?: boolean;
}

export function FormattedValue({ value, format, interactive = true }: FormattedValueProps) {
  const { t } = useTranslation();
  const text = formatValue(format, value, t);
  // The dash is for the eye; a screen reader hears the words (a label on a plain span is not announced, issue 22).
  if (text === '')
    return (
      <span className="value--empty">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('RUNTIME_NO_VALUE')}</span>
      </span>
    );
  const { render: Render, tone: toneOf } = getFormat(format);
  if (Render && interactive) return <Render value={value} text={text} />;
  const tone = toneOf?.(value);
  return tone ? <span className={`status-badge status-badge--${tone}`}>{text}</span> : <>{text}</>;
}
