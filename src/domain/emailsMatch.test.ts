import { describe, expect, it } from 'vitest';
import { emailsMatch, normaliseCustomerEmail } from './emailsMatch';

describe('emailsMatch', () => {
  it('matches regardless of case and surrounding spaces', () => {
    expect(emailsMatch('Ann@Example.com ', 'ann@example.COM')).toBe(true);
    expect(normaliseCustomerEmail(' Ann@Example.COM')).toBe('ann@example.com');
  });
  it('refuses different addresses', () => {
    expect(emailsMatch('ann@example.com', 'anne@example.com')).toBe(false);
  });
});
