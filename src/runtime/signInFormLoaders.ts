// The auth forms only (schemas/forms/auth), for the light sign-in renderer (./SimpleSchemaForm): the sign-in page
// must not carry the loaders of every form of the console (./formFiles).
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormLoaders } from './formFiles';

const validatorFiles = import.meta.glob<ValidatorFunctions>('../generated/validators/auth__*.js', {
  import: 'default',
});

export const signInFormLoaders: FormLoaders = {
  schemas: import.meta.glob('../../schemas/forms/auth/*.schema.json', { import: 'default' }),
  uis: import.meta.glob('../../schemas/forms/auth/*.ui.json', { import: 'default' }),
  // `../generated/validators/auth__login.js` → `auth/login`, the form id
  validators: Object.fromEntries(
    Object.entries(validatorFiles).map(([file, load]) => [file.replace(/^.*\/(\w+)__(\w+)\.js$/, '$1/$2'), load]),
  ),
};
