// ajv errors → translated messages. A field may name its own key per keyword in its uiSchema:
// `"isrn": { "ui:errorMessages": { "pattern": "FORM_ERROR_ISRN" } }`.
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { formatMoney } from '../domain/formatMoney';
import type { Translate } from './formats';

const KEYWORD_KEYS: Record<string, string> = {
  required: 'FORM_ERROR_REQUIRED',
  pattern: 'FORM_ERROR_PATTERN',
  maxLength: 'FORM_ERROR_MAX_LENGTH',
  minLength: 'FORM_ERROR_MIN_LENGTH',
  maximum: 'FORM_ERROR_MAXIMUM',
  minimum: 'FORM_ERROR_MINIMUM',
  exclusiveMaximum: 'FORM_ERROR_EXCLUSIVE_MAXIMUM',
  exclusiveMinimum: 'FORM_ERROR_EXCLUSIVE_MINIMUM',
  multipleOf: 'FORM_ERROR_MULTIPLE_OF',
  type: 'FORM_ERROR_TYPE',
  enum: 'FORM_ERROR_ENUM',
  const: 'FORM_ERROR_CONST',
  minItems: 'FORM_ERROR_MIN_ITEMS',
  maxItems: 'FORM_ERROR_MAX_ITEMS',
};

const FORMAT_KEYS: Record<string, string> = {
  email: 'FORM_ERROR_EMAIL',
  date: 'FORM_ERROR_DATE',
  'date-time': 'FORM_ERROR_DATE',
};

/** '.address.line1', 'address.line1' or "['first-name']" → ['address', 'line1'] / ['first-name']; array indices map to `items`. */
function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  const dotted = property.replace(/\['([^']+)'\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1');
  return dotted
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? 'items' : part));
}

function fieldUi(uiSchema: UiSchema | undefined, path: string[]): UiSchema | undefined {
  let ui: unknown = uiSchema;
  for (const step of path) ui = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)[step] : undefined;
  return ui as UiSchema | undefined;
}

function fieldPath(error: RJSFValidationError): string[] {
  const path = propertyPath(error.property);
  // `required` is reported on the parent with the missing property in params.
  if (error.name === 'required' && error.params?.missingProperty && !path.includes(error.params.missingProperty)) {
    path.push(error.params.missingProperty);
  }
  return path;
}

function messageKey(keyword: string, error: RJSFValidationError, ui: UiSchema | undefined): string {
  const own = (ui?.['ui:errorMessages'] ?? {}) as Record<string, string>;
  if (own[keyword]) return own[keyword];
  if (keyword === 'format') return FORMAT_KEYS[error.params?.format] ?? 'FORM_ERROR_FORMAT';
  return KEYWORD_KEYS[keyword] ?? 'FORM_ERROR_INVALID';
}

const PENCE_BOUNDS: Record<string, { keyword: string; step: number }> = {
  minimum: { keyword: 'minimum', step: 0 },
  maximum: { keyword: 'maximum', step: 0 },
  exclusiveMinimum: { keyword: 'minimum', step: 1 },
  exclusiveMaximum: { keyword: 'maximum', step: -1 },
};

/**
 * A money field (`ui:widget: money`) holds integer pence but is typed in pounds, so its bounds are said in pounds
 * (issue 22): minimum 1 → "at least £0.01"; an exclusive bound of whole pence is the next penny, said inclusively.
 */
function keywordAndParams(error: RJSFValidationError, ui: UiSchema | undefined) {
  const keyword = error.name ?? '';
  const bound = PENCE_BOUNDS[keyword];
  const limit = error.params?.limit;
  if (ui?.['ui:widget'] !== 'money' || !bound || typeof limit !== 'number') {
    return { keyword, params: { ...error.params } };
  }
  return { keyword: bound.keyword, params: { ...error.params, limit: formatMoney(limit + bound.step) } };
}

export function translateErrors(t: Translate) {
  return (errors: RJSFValidationError[], uiSchema?: UiSchema): RJSFValidationError[] =>
    errors.map((error) => {
      const ui = fieldUi(uiSchema, fieldPath(error));
      const { keyword, params } = keywordAndParams(error, ui);
      const message = t(messageKey(keyword, error, ui), params);
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
    });
}
