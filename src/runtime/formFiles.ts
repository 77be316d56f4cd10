// The files of a form: schema and uiSchema from schemas/forms/{formId}, and its validator precompiled at build time
// (src/generated/validators). Shared by the RJSF form (./formResources, every form: ./allFormLoaders) and the light
// sign-in renderer (./SimpleSchemaForm, the auth forms only: ./signInFormLoaders), which must not pull RJSF in; each
// file is a chunk of its own, loaded on demand. The loader maps are kept apart because a map of every form grows
// with each form an area adds, and the sign-in page would carry it (/login went past 100 KB brotli that way).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export interface FormFiles {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}

type Loader = () => Promise<unknown>;

/** Lazy loaders by file: `schemas` and `uis` keyed by their path from src/runtime, `validators` by form id. */
export interface FormLoaders {
  schemas: Record<string, Loader>;
  uis: Record<string, Loader>;
  validators: Record<string, () => Promise<ValidatorFunctions>>;
}

export async function loadFormFiles(loaders: FormLoaders, formId: string): Promise<FormFiles> {
  const schemaLoader = loaders.schemas[`../../schemas/forms/${formId}.schema.json`];
  const validatorLoader = loaders.validators[formId];
  if (!schemaLoader) throw new Error(`Unknown form ${formId}: no schemas/forms/${formId}.schema.json`);
  if (!validatorLoader) throw new Error(`No precompiled validator for form ${formId}: run npm run generate`);
  const uiLoader = loaders.uis[`../../schemas/forms/${formId}.ui.json`];
  const [schema, uiSchema, validateFns] = await Promise.all([
    schemaLoader() as Promise<RJSFSchema>,
    uiLoader ? (uiLoader() as Promise<UiSchema>) : Promise.resolve({}),
    validatorLoader(),
  ]);
  return { schema, uiSchema, validateFns };
}

/** `load(key)` once per key, shared by every caller; a failed load is forgotten so a later render can retry. */
export function cachedUntilFailure<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: (key: string) => Promise<T>,
): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load(key);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
