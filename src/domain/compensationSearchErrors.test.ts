import { describe, expect, it } from 'vitest';
import { claimRefDigits, compensationSearchErrors } from './compensationSearchErrors';

describe('compensationSearchErrors (001 §5 claim search)', () => {
  it.each([
    [{ email: 'an', postcode: 'BN' }, { scheme: 'required' }],
    [{ scheme: 'COMP2018', email: 'ann' }, { filters: 'atLeastTwoFilters' }],
    [{ scheme: 'COMP2018', email: 'ann', postcode: 'BN1' }, {}],
    [{ scheme: 'COMP2018', email: 'a', postcode: 'BN1' }, { email: 'tooShort' }],
    [{ scheme: 'COMP2018', photocardId: 'P', claimRef: 'COMP12' }, { photocardId: 'tooShort' }],
    [{ scheme: 'COMP2018', claimRef: 'COMP12345678901', email: 'ann' }, { claimRef: 'badClaimRef' }],
    [{ scheme: 'COMP2018', claimRef: 'COMP12', customerId: '7' }, {}],
    [{ scheme: 'COMP2018', claimRef: 'XY12', customerId: '7' }, { claimRef: 'badClaimRef' }],
  ])('%j', (filters, errors) => {
    expect(compensationSearchErrors(filters)).toEqual(errors);
  });

  it("refuses a scheme the brand's compensationSchemes do not list", () => {
    const f = { scheme: 'COMP2016', email: 'ann', postcode: 'BN1' };
    expect(compensationSearchErrors(f, ['COMP2018', 'COMP2017'])).toEqual({ scheme: 'unknownScheme' });
    expect(compensationSearchErrors({ ...f, scheme: 'COMP2017' }, ['COMP2018', 'COMP2017'])).toEqual({});
  });

  it('keeps only the digits of the claim ref', () => {
    expect(claimRefDigits('COMP0012')).toBe('0012');
    expect(claimRefDigits('comp9')).toBe('9');
    expect(claimRefDigits('12')).toBe('12');
    expect(claimRefDigits('COMP')).toBeUndefined();
  });
});
