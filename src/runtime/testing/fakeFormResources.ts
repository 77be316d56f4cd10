// Test stand-in for ./formResources: the same schemas, validated by ajv compiled at test time
// (the real module needs the generated precompiled validators). Use with
// `vi.mock('../formResources', () => import('./testing/fakeFormResources'))`.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { FormResources } from '../formResources';

const schemas = import.meta.glob<RJSFSchema>('../../../schemas/forms/**/*.schema.json', {
  import: 'default',
  eager: true,
});
const uis = import.meta.glob<UiSchema>('../../../schemas/forms/**/*.ui.json', { import: 'default', eager: true });

const extra = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>();

/** Adds a form that exists only in a test. */
export function registerTestForm(formId: string, schema: RJSFSchema, uiSchema: UiSchema = {}): void {
  extra.set(formId, { schema, uiSchema });
}

export async function loadFormResources(formId: string): Promise<FormResources> {
  const own = extra.get(formId);
  const schema = own?.schema ?? schemas[`../../../schemas/forms/${formId}.schema.json`];
  if (!schema) throw new Error(`Unknown form ${formId}`);
  return { schema, uiSchema: own?.uiSchema ?? uis[`../../../schemas/forms/${formId}.ui.json`] ?? {}, validator };
}
