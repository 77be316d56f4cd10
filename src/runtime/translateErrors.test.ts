import { describe, expect, it } from 'vitest';
import { translateErrors } from './translateErrors';

const t = (key: string, options?: Record<string, unknown>) =>
  options?.limit !== undefined ? `${key}:${options.limit}` : key;

describe('translateErrors', () => {
  it('maps ajv keywords to keys, with their parameters', () => {
    const [required, tooLong, email] = translateErrors(t)([
      { name: 'required', property: 'reason', params: { missingProperty: 'reason' }, stack: '' },
      { name: 'maxLength', property: '.note', params: { limit: 20 }, stack: '' },
      { name: 'format', property: '.email', params: { format: 'email' }, stack: '' },
    ]);
    expect(required.message).toBe('FORM_ERROR_REQUIRED');
    expect(tooLong.message).toBe('FORM_ERROR_MAX_LENGTH:20');
    expect(email.message).toBe('FORM_ERROR_EMAIL');
  });

  it("prefers a field's own key from its uiSchema, also inside objects and arrays", () => {
    const ui = {
      isrn: { 'ui:errorMessages': { pattern: 'FORM_ERROR_ISRN' } },
      address: { postCode: { 'ui:errorMessages': { pattern: 'POSTCODE_INVALID' } } },
      tickets: { items: { amount: { 'ui:errorMessages': { minimum: 'AMOUNT_TOO_LOW' } } } },
    };
    const errors = translateErrors(t)(
      [
        { name: 'pattern', property: '.isrn', params: {}, stack: '' },
        { name: 'pattern', property: '.address.postCode', params: {}, stack: '' },
        { name: 'minimum', property: '.tickets.1.amount', params: { limit: 50 }, stack: '' },
      ],
      ui,
    );
    expect(errors.map((e) => e.message)).toEqual(['FORM_ERROR_ISRN', 'POSTCODE_INVALID', 'AMOUNT_TOO_LOW:50']);
  });
});
