import { describe, expect, it } from 'vitest';
import { caseReferenceTypedPart, caseReferenceWithProduct } from './caseReferenceWithProduct';

describe('caseReferenceWithProduct (000 §5 case reference prefix)', () => {
  it('prefixes the typed reference with the product', () => {
    expect(caseReferenceWithProduct('Southern', 'CASE-1')).toBe('Southern-CASE-1');
    expect(caseReferenceWithProduct('On Track Retail', ' x9 ')).toBe('On Track Retail-x9');
  });

  it('does not prefix twice', () => {
    expect(caseReferenceWithProduct('Southern', 'Southern-CASE-1')).toBe('Southern-CASE-1');
    expect(caseReferenceWithProduct('Southern', 'southern-CASE-1')).toBe('Southern-CASE-1');
  });

  it('gives back the typed part', () => {
    expect(caseReferenceTypedPart('Southern', 'Southern-CASE-1')).toBe('CASE-1');
    expect(caseReferenceTypedPart('Southern', 'CASE-1')).toBe('CASE-1');
  });
});
