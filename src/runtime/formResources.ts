// Loads a form by id: schema + uiSchema from schemas/forms, and its validator precompiled at build time
// (src/generated/validators), so the console never compiles a schema at run time (CSP without unsafe-eval).
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { formValidators } from '../generated/validators/index';

export interface FormResources {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

type Loader = () => Promise<unknown>;

const schemaFiles: Record<string, Loader> = import.meta.glob('../../schemas/forms/**/*.schema.json', { import: 'default' });
const uiFiles: Record<string, Loader> = import.meta.glob('../../schemas/forms/**/*.ui.json', { import: 'default' });

const cache = new Map<string, Promise<FormResources>>();

async function load(formId: string): Promise<FormResources> {
  const schemaLoader = schemaFiles[`../../schemas/forms/${formId}.schema.json`];
  const validatorLoader = formValidators[formId];
  if (!schemaLoader) throw new Error(`Unknown form ${formId}: no schemas/forms/${formId}.schema.json`);
  if (!validatorLoader) throw new Error(`No precompiled validator for form ${formId}: run npm run generate`);
  const uiLoader = uiFiles[`../../schemas/forms/${formId}.ui.json`];
  const [schema, uiSchema, validateFns] = await Promise.all([
    schemaLoader() as Promise<RJSFSchema>,
    uiLoader ? uiLoader() : Promise.resolve({}),
    validatorLoader(),
  ]);
  // The validator checks that it is given the very schema it was compiled from: form schemas are
  // self-contained (no $ref to other files), so the file itself is that schema.
  return { schema, uiSchema: uiSchema as UiSchema, validator: createPrecompiledValidator(validateFns, schema) };
}

/** Cached per form id; a failed load is forgotten so a later render can retry. */
export function loadFormResources(formId: string): Promise<FormResources> {
  let pending = cache.get(formId);
  if (!pending) {
    pending = load(formId);
    pending.catch(() => cache.delete(formId));
    cache.set(formId, pending);
  }
  return pending;
}
