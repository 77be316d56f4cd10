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

describe('translateErrors on money fields (issue 22: limits said in pounds)', () => {
  const ui = { amount: { 'ui:widget': 'money' }, count: {} };
  const one = (name: string, property: string, params: Record<string, unknown>) =>
    translateErrors(t)([{ name, property, params, stack: '' }], ui)[0].message;

  it('says the bounds of a money field in pounds', () => {
    expect(one('minimum', '.amount', { limit: 1 })).toBe('FORM_ERROR_MINIMUM:£0.01');
    expect(one('maximum', '.amount', { limit: 999999 })).toBe('FORM_ERROR_MAXIMUM:£9,999.99');
    expect(one('minimum', '.amount', { limit: -999999 })).toBe('FORM_ERROR_MINIMUM:-£9,999.99');
  });

  it('turns an exclusive bound of pence into the inclusive amount', () => {
    expect(one('exclusiveMinimum', '.amount', { limit: 0, comparison: '>' })).toBe('FORM_ERROR_MINIMUM:£0.01');
    expect(one('exclusiveMaximum', '.amount', { limit: 100000, comparison: '<' })).toBe('FORM_ERROR_MAXIMUM:£999.99');
  });

  it('says an exclusive bound of any other number as "more than" / "less than"', () => {
    expect(one('exclusiveMinimum', '.count', { limit: 0 })).toBe('FORM_ERROR_EXCLUSIVE_MINIMUM:0');
    expect(one('exclusiveMaximum', '.count', { limit: 5 })).toBe('FORM_ERROR_EXCLUSIVE_MAXIMUM:5');
    expect(one('minimum', '.count', { limit: 1 })).toBe('FORM_ERROR_MINIMUM:1');
  });
});
