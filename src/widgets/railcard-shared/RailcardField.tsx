// A labelled form field with its error under it, named by aria-describedby (shown once touched or after a submit try).
import { cloneElement, useId, type ReactElement } from 'react';
import { useTranslation } from '../../runtime/useTranslation';

export interface RailcardFieldProps {
  label: string;
  /** i18n key of the field's error, if any */
  error?: string;
  errorValues?: Record<string, unknown>;
  /** show the error (the field was left, or a submit was tried) */
  showError: boolean;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}

export function RailcardField({ label, error, errorValues, showError, hint, children }: RailcardFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const visible = Boolean(error && showError);
  const describedBy = [hint ? `${id}-hint` : '', visible ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`railcard-field${visible ? ' railcard-field--error' : ''}`}>
      <label htmlFor={id}>{t(label)}</label>
      {cloneElement(children, { id, 'aria-invalid': visible || undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="railcard-field__hint">
          {hint}
        </p>
      )}
      {visible && (
        <p id={`${id}-error`} className="railcard-field__error">
          {t(error!, errorValues)}
        </p>
      )}
    </div>
  );
}
