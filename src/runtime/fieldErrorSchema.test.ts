import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { fieldErrorSchema } from './fieldErrorSchema';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    firstName: { type: 'string' },
    surname: { type: 'string' },
    refunds: { type: 'array', items: { type: 'object', properties: { amount: { type: 'integer' } } } },
  },
};

describe('fieldErrorSchema', () => {
  it('puts each message beside the field its path names, arrays included', () => {
    expect(
      fieldErrorSchema(schema, [
        { path: ['email'], message: 'Invalid domain' },
        { path: ['email'], message: 'Already taken' },
        { path: ['refunds', '1', 'amount'], message: 'Too much' },
      ]),
    ).toEqual({
      email: { __errors: ['Invalid domain', 'Already taken'] },
      refunds: { 1: { amount: { __errors: ['Too much'] } } },
    });
  });

  it('reads a path that is not one as a list of top-level field names', () => {
    expect(fieldErrorSchema(schema, [{ path: ['firstName', 'surname'], message: 'One of them is needed' }])).toEqual({
      firstName: { __errors: ['One of them is needed'] },
      surname: { __errors: ['One of them is needed'] },
    });
  });

  it('leaves out what the form does not show', () => {
    expect(
      fieldErrorSchema(schema, [
        { path: ['(body)'], message: 'x' },
        { path: ['email', 'domain'], message: 'y' },
        { path: [], message: 'z' },
      ]),
    ).toBeUndefined();
    expect(fieldErrorSchema(schema, [])).toBeUndefined();
  });
});
