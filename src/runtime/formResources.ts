// Loads a form by id: schema + uiSchema from schemas/forms, and its validator precompiled at build time
// (src/generated/validators), so the console never compiles a schema at run time (CSP without unsafe-eval).
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { allFormLoaders } from './allFormLoaders';
import { cachedUntilFailure, loadFormFiles } from './formFiles';

export interface FormResources {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

const cache = new Map<string, Promise<FormResources>>();

async function load(formId: string): Promise<FormResources> {
  const { schema, uiSchema, validateFns } = await loadFormFiles(allFormLoaders, formId);
  // The validator checks that it is given the very schema it was compiled from: form schemas are
  // self-contained (no $ref to other files), so the file itself is that schema.
  return { schema, uiSchema, validator: createPrecompiledValidator(validateFns, schema) };
}

/** Cached per form id; a failed load is forgotten so a later render can retry. */
export function loadFormResources(formId: string): Promise<FormResources> {
  return cachedUntilFailure(cache, formId, load);
}
