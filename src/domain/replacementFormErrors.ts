// 001 §5 Replace smartcard: reason required (one of the brand's reasons, 001 §3 — one brand has no "stolen"); declaration
// required; change-of-name needs firstNames and surname of 1–50 characters; in-person needs the smartcard number
// (6-4-4-4); the type must be one the customer is offered (001 §4 replacementTypesAvailable).
import { isIsrn } from './isIsrn';
import type { ReplacementType } from './replacementTypesAvailable';

export interface ReplacementFormValues {
  type?: string;
  reason?: string;
  firstNames?: string;
  surname?: string;
  smartcardNumber?: string;
  declaration?: boolean;
}

const NAME_MAX = 50;

function nameError(value: string | undefined, field: string): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return `${field} is required for a change of name`;
  if (text.length > NAME_MAX) return `${field} must be at most ${NAME_MAX} characters`;
  return undefined;
}

/**
 * Field → message for every broken rule (empty when the form may be sent).
 * @example replacementFormErrors({ type: 'POSTAL', reason: 'stolen', declaration: true }, ['lost'], ['POSTAL']) // { reason: … }
 */
export function replacementFormErrors(
  values: ReplacementFormValues,
  reasons: readonly string[],
  types: readonly ReplacementType[],
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!values.type || !types.includes(values.type as ReplacementType)) errors.type = `type must be one of ${types.join(', ')}`;
  if (!values.reason) errors.reason = 'reason is required';
  else if (!reasons.includes(values.reason)) errors.reason = `reason must be one of ${reasons.join(', ')}`;
  if (values.declaration !== true) errors.declaration = 'the declaration must be accepted';
  if (values.reason === 'change-of-name') {
    const first = nameError(values.firstNames, 'firstNames');
    const last = nameError(values.surname, 'surname');
    if (first) errors.firstNames = first;
    if (last) errors.surname = last;
  }
  if (values.type === 'IN_PERSON' && !(values.smartcardNumber && isIsrn(values.smartcardNumber))) {
    errors.smartcardNumber = 'smartcardNumber (6-4-4-4 digits) is required for an in-person replacement';
  }
  return errors;
}
