import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { FieldError as FieldErrorValue } from './deriveRefund';
import { FieldError } from './FieldError';

/** What the control of a RefundField must carry so that the label, error and hint point at it. */
export interface RefundControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface RefundFieldProps {
  id: string;
  /** i18n key of the label */
  label: string;
  /** adds the ` *` marker (hidden from screen readers); the control sets its own `required` */
  required?: boolean;
  error: FieldErrorValue | undefined;
  /** extra classes beside `refund-field`, e.g. `refund-field--wide` */
  className?: string;
  /** wraps the control in the `£` money box */
  money?: boolean;
  /** a hint under the control, also named in aria-describedby */
  hint?: { id: string; text: ReactNode };
  children(control: RefundControlProps): ReactNode;
}

/** One labelled form field: label (+ required marker), the control, an optional hint and the error under it. */
export function RefundField({ id, label, required, error, className, money, hint, children }: RefundFieldProps) {
  const { t } = useTranslation();
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${id}-error` : undefined, hint?.id].filter(Boolean).join(' ') || undefined,
  });
  return (
    <div className={className ? `refund-field ${className}` : 'refund-field'}>
      <label htmlFor={id}>
        {t(label)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {money ? (
        <span className="refund-money">
          <span aria-hidden="true">£</span>
          {control}
        </span>
      ) : (
        control
      )}
      {hint && (
        <span id={hint.id} className="refund-hint">
          {hint.text}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
