import { describe, expect, it } from 'vitest';
import { replacementFormErrors } from './replacementFormErrors';

const ALL = ['lost', 'not-working', 'not-received', 'stolen', 'change-of-name'];
const GATWICK = ['lost', 'not-working', 'not-received', 'change-of-name'];
const BOTH = ['POSTAL', 'IN_PERSON'] as const;

describe('replacementFormErrors', () => {
  it('passes a complete postal request', () => {
    expect(replacementFormErrors({ type: 'POSTAL', reason: 'lost', declaration: true }, ALL, ['POSTAL'])).toEqual({});
  });
  it('needs a reason of the brand and the declaration', () => {
    expect(Object.keys(replacementFormErrors({ type: 'POSTAL' }, ALL, ['POSTAL']))).toEqual(['reason', 'declaration']);
    expect(replacementFormErrors({ type: 'POSTAL', reason: 'stolen', declaration: true }, GATWICK, ['POSTAL']).reason).toMatch(/one of/);
    expect(replacementFormErrors({ type: 'POSTAL', reason: 'stolen', declaration: true }, ALL, ['POSTAL'])).toEqual({});
  });
  it('needs names of 1–50 characters for a change of name', () => {
    const base = { type: 'POSTAL', reason: 'change-of-name', declaration: true };
    expect(Object.keys(replacementFormErrors(base, ALL, ['POSTAL']))).toEqual(['firstNames', 'surname']);
    expect(replacementFormErrors({ ...base, firstNames: 'A', surname: 'B' }, ALL, ['POSTAL'])).toEqual({});
    expect(replacementFormErrors({ ...base, firstNames: 'A'.repeat(51), surname: ' ' }, ALL, ['POSTAL'])).toEqual({
      firstNames: 'firstNames must be at most 50 characters',
      surname: 'surname is required for a change of name',
    });
  });
  it('needs a 6-4-4-4 smartcard number in person, and in person only where offered', () => {
    const base = { type: 'IN_PERSON', reason: 'lost', declaration: true };
    expect(Object.keys(replacementFormErrors(base, ALL, BOTH))).toEqual(['smartcardNumber']);
    expect(replacementFormErrors({ ...base, smartcardNumber: '633597-0000-0000-0001' }, ALL, BOTH)).toEqual({});
    expect(Object.keys(replacementFormErrors({ ...base, smartcardNumber: '633597-0000-0000-0001' }, ALL, ['POSTAL']))).toEqual(['type']);
  });
});
