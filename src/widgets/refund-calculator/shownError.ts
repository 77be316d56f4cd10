import type { FieldError, RefundDerived } from './deriveRefund';
import type { RefundFormState } from './refundFormState';

/** Error under a field, shown once the field was left or a submit was attempted. */
export function shownError(
  state: RefundFormState,
  derived: Pick<RefundDerived, 'errors'>,
  field: string,
): FieldError | undefined {
  return state.showAllErrors || state.touched[field] ? derived.errors[field] : undefined;
}
