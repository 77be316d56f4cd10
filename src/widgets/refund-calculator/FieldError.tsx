import { useTranslation } from '../../runtime/useTranslation';
import type { FieldError as FieldErrorValue } from './deriveRefund';

/** The error under one input; its id is what the input names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: FieldErrorValue | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <span id={id} className="refund-field__error">
      {t(error.key, error.values)}
    </span>
  );
}
