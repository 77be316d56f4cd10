import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidatorModule } from './formValidators';
import { formValidators } from '../../src/generated/validators/index';

const schema: RJSFSchema = {
  type: 'object',
  required: ['email', 'amount'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 40 },
    amount: { type: 'integer', minimum: 1, maximum: 10000 },
    kind: { oneOf: [{ const: 'a' }, { const: 'b' }] },
    ref: { $ref: '#/definitions/reference' },
  },
  definitions: { reference: { type: 'string', pattern: '^[A-Z]+-' } },
};

async function loadModule(code: string): Promise<ValidatorFunctions> {
  // inside the project so the module's `ajv` imports resolve from node_modules
  const dir = path.resolve('node_modules/.cache/generator-tests');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `validator-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
}

describe('precompiled form validators', () => {
  it('emit an ES module without require() that createPrecompiledValidator accepts', async () => {
    const code = compileFormValidatorModule(schema, '_example/ping');
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).toMatch(/^export default \{/m);
    const validator = createPrecompiledValidator(await loadModule(code), schema);
    expect(validator.validateFormData({ email: 'a@b.co', amount: 5, kind: 'a', ref: 'AB-1' }, schema).errors).toEqual(
      [],
    );
    const bad = validator.validateFormData({ email: 'nope', amount: 0, kind: 'c', ref: 'x' }, schema);
    const failed = bad.errors.map((e) => e.property).sort();
    expect(failed).toEqual(expect.arrayContaining(['.amount', '.email', '.kind', '.ref']));
  });

  it('load every generated form validator through the lazy index', async () => {
    for (const [formId, load] of Object.entries(formValidators)) {
      const fns = await load();
      expect(Object.keys(fns).length, formId).toBeGreaterThan(0);
      for (const fn of Object.values(fns)) expect(typeof fn, formId).toBe('function');
    }
  });
});
