// 001 §5 Replace smartcard: reason required (one of the brand's reasons, 001 §3 — one brand has no "stolen"); declaration
// required; change-of-name needs firstNames and surname of 1–50 characters; in-person needs the smartcard number
// (6-4-4-4); the type must be one the customer is offered (001 §4 replacementTypesAvailable). 001 §3 replacement form
// changeAddress + line1-3, town, postCode: a postal card sent to a different address needs the 001 §5 smartcard
// address rules (line1 1-50, lines 2-3 ≤ 50, town 2-50, a UK postcode); collectionLocation: an in-person card is
// collected at one of the brand's smartcard collection points (an NLC).
import { isValid as isUkPostcode } from 'postcode';
import { isIsrn } from './isIsrn';
import type { ReplacementType } from './replacementTypesAvailable';

export interface ReplacementFormValues {
  type?: string;
  reason?: string;
  firstNames?: string;
  surname?: string;
  smartcardNumber?: string;
  declaration?: boolean;
  changeAddress?: boolean;
  line1?: string;
  line2?: string;
  line3?: string;
  town?: string;
  postCode?: string;
  collectionLocation?: string;
}

/** The server knows the brand's collection points; the console's type-ahead only offers those. */
export interface ReplacementChecks {
  /** Whether an NLC is one of the brand's smartcard collection points (left out: not checked). */
  isCollectionPoint?(nlc: string): boolean;
}

const ADDRESS_LINE_MAX = 50;

function addressErrors(values: ReplacementFormValues, errors: Partial<Record<string, string>>): void {
  const line1 = values.line1?.trim() ?? '';
  if (line1 === '') errors.line1 = 'line1 is required for a different address';
  else if (line1.length > ADDRESS_LINE_MAX) errors.line1 = `line1 must be at most ${ADDRESS_LINE_MAX} characters`;
  for (const field of ['line2', 'line3'] as const) {
    if ((values[field]?.trim().length ?? 0) > ADDRESS_LINE_MAX)
      errors[field] = `${field} must be at most ${ADDRESS_LINE_MAX} characters`;
  }
  const town = values.town?.trim() ?? '';
  if (town.length < 2 || town.length > ADDRESS_LINE_MAX)
    errors.town = `town must be 2 to ${ADDRESS_LINE_MAX} characters for a different address`;
  const postCode = values.postCode?.trim() ?? '';
  if (postCode === '') errors.postCode = 'postCode is required for a different address';
  else if (!isUkPostcode(postCode)) errors.postCode = 'postCode must be a UK postcode';
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
  checks: ReplacementChecks = {},
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!values.type || !types.includes(values.type as ReplacementType))
    errors.type = `type must be one of ${types.join(', ')}`;
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
  if (values.type === 'IN_PERSON') {
    const nlc = values.collectionLocation?.trim() ?? '';
    if (!/^\d{4}$/.test(nlc))
      errors.collectionLocation =
        'collectionLocation (the collection station) is required for an in-person replacement';
    else if (checks.isCollectionPoint && !checks.isCollectionPoint(nlc))
      errors.collectionLocation = 'collectionLocation is not a smartcard collection point of the brand';
  }
  if (values.changeAddress === true) {
    if (values.type !== 'POSTAL') errors.changeAddress = 'a different address applies to a postal replacement only';
    else addressErrors(values, errors);
  }
  return errors;
}
