// The test-side reply check must be able to fail: each planted fault is named.
import { describe, expect, it } from 'vitest';
import { replyChecker, strictSchema } from './replyCheck';

const document = {
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['result'],
                  properties: { result: { $ref: '#/components/schemas/thing' } },
                },
              },
            },
          },
          '404': { $ref: '#/components/responses/Error404' },
        },
      },
    },
    '/things/search': { get: { responses: { '204': { description: 'none' } } } },
  },
  components: {
    schemas: {
      thing: {
        type: 'object',
        required: ['id', 'at'],
        properties: { id: { type: 'integer' }, at: { type: 'string', format: 'date-time' } },
      },
      ErrorReply: { type: 'object', required: ['errors'], properties: { errors: { type: 'array' } } },
    },
    responses: {
      Error404: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } },
    },
  },
};

const json = 'application/json; charset=utf-8';
const checker = replyChecker(document);

describe('replyChecker', () => {
  it('passes a reply that fits', () => {
    expect(checker.check('GET', '/api/things/7', 200, '{"result":{"id":7,"at":"2026-11-29T08:00:00Z"}}', json)).toEqual(
      [],
    );
  });
  it('names an undeclared property, a wrong type, a missing field and a bad format', () => {
    const problems = checker.check('GET', '/api/things/7', 200, '{"result":{"id":"7","extra":1,"at":"soon"}}', json);
    expect(problems?.join('\n')).toMatch(/must NOT have additional properties 'extra'/);
    expect(problems?.join('\n')).toMatch(/\/result\/id must be integer/);
    expect(problems?.join('\n')).toMatch(/\/result\/at must match format "date-time"/);
    expect(checker.check('GET', '/api/things/7', 200, '{"result":{"id":7}}', json)?.join()).toMatch(
      /must have required property 'at'/,
    );
  });
  it('names an undeclared status and checks a refusal against the error shape', () => {
    expect(checker.check('GET', '/api/things/7', 500, '{}', json)?.join()).toMatch(/status not declared/);
    expect(checker.check('GET', '/api/things/7', 404, '{}', json)?.join()).toMatch(/required property 'errors'/);
  });
  it('prefers the literal path and leaves undeclared requests alone', () => {
    expect(checker.check('GET', '/api/things/search', 204, '', undefined)).toEqual([]);
    expect(checker.check('GET', '/api/elsewhere', 200, '', undefined)).toBeUndefined();
  });
  it('leaves open what a schema leaves open', () => {
    expect(strictSchema({ type: 'object', properties: {}, additionalProperties: true })).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: true,
    });
    expect(strictSchema({ allOf: [{ type: 'object', properties: { a: {} } }] })).toEqual({
      allOf: [{ type: 'object', properties: { a: {} } }],
    });
  });
});
