// Bounds a form field takes from the brand profile (issue 32, 001 §5 "max configured maximum"):
// `"ui:options": { "maximum": { "config": "compensationWhitelistMaxAmount" } }` (or `minimum`) on a number field.
// A form's schema is precompiled once for every brand, so it cannot hold one brand's value; the runtime judges the
// bound beside the schema's own, with the very setting the server refuses by, and says it as the schema's bounds are
// said (in pounds on a money field, translateErrors). The rule is the plain comparison a JSON Schema bound makes.
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { FieldError } from './describeCallFailure';
import type { Translate } from './formats';
import { getPath } from './template';
import { translateErrors } from './translateErrors';

type BoundKeyword = 'maximum' | 'minimum';
const KEYWORDS: readonly BoundKeyword[] = ['maximum', 'minimum'];

export interface ConfigBound {
  /** the field's path in the form's values */
  path: string[];
  keyword: BoundKeyword;
  /** the brand setting that holds the bound */
  config: string;
}

/** Every `{config}` bound a form's uiSchema declares, at any depth of nested objects. */
export function configBoundsOf(uiSchema: UiSchema | undefined, path: string[] = []): ConfigBound[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  const out: ConfigBound[] = [];
  const options = uiSchema['ui:options'] as Record<string, unknown> | undefined;
  for (const keyword of KEYWORDS) {
    const bound = options?.[keyword] as { config?: unknown } | undefined;
    if (path.length > 0 && bound && typeof bound.config === 'string') out.push({ path, keyword, config: bound.config });
  }
  for (const [key, child] of Object.entries(uiSchema))
    if (!key.startsWith('ui:') && child && typeof child === 'object')
      out.push(...configBoundsOf(child as UiSchema, [...path, key]));
  return out;
}

/**
 * The fields whose value breaks a bound the brand sets, with the message the schema's own bound would give (the
 * field's `ui:errorMessages` first). A setting the profile lacks, or an empty field, is not judged here.
 * @example configBoundErrors(ui, { refundAmount: 100000000 }, { compensationWhitelistMaxAmount: 100000 }, t)
 *   // [{ path: ['refundAmount'], message: 'Enter a value of at most £1,000.00.' }]
 */
export function configBoundErrors(
  uiSchema: UiSchema | undefined,
  values: unknown,
  config: Record<string, unknown>,
  t: Translate,
): FieldError[] {
  const broken: RJSFValidationError[] = [];
  const paths: string[][] = [];
  for (const bound of configBoundsOf(uiSchema)) {
    const limit = config[bound.config];
    const value = getPath(values, bound.path.join('.'));
    if (typeof limit !== 'number' || typeof value !== 'number') continue;
    if (bound.keyword === 'maximum' ? value <= limit : value >= limit) continue;
    const property = `.${bound.path.join('.')}`;
    broken.push({ name: bound.keyword, property, params: { limit }, message: '', stack: '', schemaPath: '' });
    paths.push(bound.path);
  }
  return translateErrors(t)(broken, uiSchema).map((error, i) => ({ path: paths[i], message: error.message ?? '' }));
}
