// The files of a form: schema and uiSchema from schemas/forms/{formId}, and its validator precompiled at build time
// (src/generated/validators). Shared by the RJSF form (./formResources) and the light sign-in renderer
// (./SimpleSchemaForm), which must not pull RJSF in; each file is a chunk of its own, loaded on demand.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidators } from '../generated/validators/index';

export interface FormFiles {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validateFns: ValidatorFunctions;
}

type Loader = () => Promise<unknown>;

const schemaFiles: Record<string, Loader> = import.meta.glob('../../schemas/forms/**/*.schema.json', { import: 'default' });
const uiFiles: Record<string, Loader> = import.meta.glob('../../schemas/forms/**/*.ui.json', { import: 'default' });

export async function loadFormFiles(formId: string): Promise<FormFiles> {
  const schemaLoader = schemaFiles[`../../schemas/forms/${formId}.schema.json`];
  const validatorLoader = formValidators[formId];
  if (!schemaLoader) throw new Error(`Unknown form ${formId}: no schemas/forms/${formId}.schema.json`);
  if (!validatorLoader) throw new Error(`No precompiled validator for form ${formId}: run npm run generate`);
  const uiLoader = uiFiles[`../../schemas/forms/${formId}.ui.json`];
  const [schema, uiSchema, validateFns] = await Promise.all([
    schemaLoader() as Promise<RJSFSchema>,
    uiLoader ? (uiLoader() as Promise<UiSchema>) : Promise.resolve({}),
    validatorLoader(),
  ]);
  return { schema, uiSchema, validateFns };
}

/** `load(key)` once per key, shared by every caller; a failed load is forgotten so a later render can retry. */
export function cachedUntilFailure<T>(cache: Map<string, Promise<T>>, key: string, load: (key: string) => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load(key);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
