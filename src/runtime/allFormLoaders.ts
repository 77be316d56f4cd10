// Every form of schemas/forms, for the signed-in runtime's RJSF forms (./formResources); see ./formFiles.
import { formValidators } from '../generated/validators/index';
import type { FormLoaders } from './formFiles';

export const allFormLoaders: FormLoaders = {
  schemas: import.meta.glob('../../schemas/forms/**/*.schema.json', { import: 'default' }),
  uis: import.meta.glob('../../schemas/forms/**/*.ui.json', { import: 'default' }),
  validators: formValidators,
};
