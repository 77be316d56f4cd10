import { describe, expect, it } from 'vitest';
import { queryClientOf } from './queryClient';

describe('queryClientOf', () => {
  it('gives one cache per signed-in user, asked again (a render React threw away), and a new one for the next', () => {
    const user = { email: 'agent@southern.example', accessToken: 'a', accessLevel: 2 };
    const first = queryClientOf(user);
    first.setQueryData(['call', 'searchCustomers'], { result: [1] });
    expect(queryClientOf(user)).toBe(first);
    const next = queryClientOf({ ...user });
    expect(next).not.toBe(first);
    expect(next.getQueryData(['call', 'searchCustomers'])).toBeUndefined();
    expect(queryClientOf(undefined)).not.toBe(queryClientOf(undefined));
  });
});
