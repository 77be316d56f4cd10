import { describe, expect, it } from 'vitest';
import loginValidators from '../generated/validators/auth__login.js';
import { errorsByField, rootValidator, toValidationErrors } from './SimpleSchemaForm';

describe('SimpleSchemaForm validation', () => {
  const validate = rootValidator(loginValidators);

  it('names the missing and malformed fields from the precompiled validator', () => {
    expect(validate({ email: 'not-an-e-mail', password: 'x' })).toBe(false);
    const errors = toValidationErrors(validate.errors ?? []);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'format', property: '.email' }),
        expect.objectContaining({ name: 'required', property: '.brand' }),
      ]),
    );
    expect(Object.keys(errorsByField(errors)).sort()).toEqual(['brand', 'email']);
  });

  it('accepts a complete sign-in', () => {
    expect(validate({ email: 'agent@southern.example', password: 'secret', brand: 'southern' })).toBe(true);
  });

  it('refuses validator sets of more than one schema', () => {
    expect(() => rootValidator({ a: () => true, b: () => true } as never)).toThrow(/one precompiled validator/);
  });
});
