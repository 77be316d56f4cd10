import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl';

describe('buildUrl', () => {
  it('encodes path parameters and repeats array query keys', () => {
    expect(
      buildUrl('/api', '/customers/{id}/railcards', { id: 'a b/c' }, { state: ['ACCEPTED', 'PENDING'], page: 2 }),
    ).toBe('/api/customers/a%20b%2Fc/railcards?state=ACCEPTED&state=PENDING&page=2');
  });
  it('leaves out empty query values', () => {
    expect(buildUrl('/api/', '/admin/customers', {}, { email: '', postcode: undefined, surname: 'Smith' })).toBe(
      '/api/admin/customers?surname=Smith',
    );
  });
  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/api', '/orders/{id}', {})).toThrow(/id/);
  });
});
