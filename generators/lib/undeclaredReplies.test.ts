// `npm run generate` refuses a call that does not say what it answers (issue 31).
import { describe, expect, it } from 'vitest';
import { replyBody, undeclaredReplies } from '../../server/replyBody';

describe('reply declarations', () => {
  it('names each call without result, reply or status 204, and each other success status without its body', () => {
    expect(
      undeclaredReplies([
        { id: 'typed', value: { status: 200, result: { type: 'string' } } },
        { id: 'empty', value: { status: 204 } },
        { id: 'none', value: { status: 202, reply: false } },
        { id: 'untyped', value: { status: 200 } },
        { id: 'halfTyped', value: { status: 202, result: {}, alsoAnswers: { 201: {} } } },
      ]),
    ).toEqual(['untyped', 'halfTyped']);
  });
  it('wraps result in the envelope, with links when the call is paged', () => {
    const links = { type: 'object' };
    expect(replyBody({ status: 200, result: { type: 'array' }, query: { properties: { page: {} } } }, links)).toEqual({
      type: 'object',
      required: ['result', 'links'],
      properties: { result: { type: 'array' }, links },
      additionalProperties: false,
    });
    expect(replyBody({ status: 200, reply: { type: 'object' } })).toEqual({ type: 'object' });
    expect(replyBody({ status: 204, result: {} })).toBe(false);
  });
});
