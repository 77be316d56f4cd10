import { describe, expect, it } from 'vitest';
import { loadFormResources } from './formResources';

// Uses the validators precompiled by `npm run generate`: proves schema file and generated module still match.
describe('loadFormResources', () => {
  it('loads schema, uiSchema and the precompiled validator of a form', async () => {
    const { schema, uiSchema, validator } = await loadFormResources('customers/customerSearch');
    expect(schema.properties).toHaveProperty('isrn');
    expect(uiSchema.isrn).toMatchObject({ 'ui:widget': 'isrn' });
    expect(validator.validateFormData({ isrn: '633597012345678901' }, schema).errors).toEqual([]);
    const { errors } = validator.validateFormData({ isrn: '1234', email: 'nope' }, schema);
    expect(errors.map((e) => e.name).sort()).toEqual(['format', 'pattern']);
  });

  it('rejects an unknown form id', async () => {
    await expect(loadFormResources('customers/nope')).rejects.toThrow(/Unknown form/);
  });
});
