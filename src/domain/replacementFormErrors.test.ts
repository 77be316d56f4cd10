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
    expect(
      replacementFormErrors({ type: 'POSTAL', reason: 'stolen', declaration: true }, GATWICK, ['POSTAL']).reason,
    ).toMatch(/one of/);
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
    const base = { type: 'IN_PERSON', reason: 'lost', declaration: true, collectionLocation: '5268' };
    expect(Object.keys(replacementFormErrors(base, ALL, BOTH))).toEqual(['smartcardNumber']);
    expect(replacementFormErrors({ ...base, smartcardNumber: '633597-0000-0000-0001' }, ALL, BOTH)).toEqual({});
    expect(
      Object.keys(replacementFormErrors({ ...base, smartcardNumber: '633597-0000-0000-0001' }, ALL, ['POSTAL'])),
    ).toEqual(['type']);
  });
  it("needs a collection station in person, one of the brand's when the caller knows them", () => {
    const base = { type: 'IN_PERSON', reason: 'lost', declaration: true, smartcardNumber: '633597-0000-0000-0001' };
    expect(replacementFormErrors(base, ALL, BOTH)).toEqual({
      collectionLocation: 'collectionLocation (the collection station) is required for an in-person replacement',
    });
    expect(Object.keys(replacementFormErrors({ ...base, collectionLocation: '52' }, ALL, BOTH))).toEqual([
      'collectionLocation',
    ]);
    expect(replacementFormErrors({ ...base, collectionLocation: '5268' }, ALL, BOTH)).toEqual({});
    const checks = { isCollectionPoint: (nlc: string) => nlc === '5268' };
    expect(replacementFormErrors({ ...base, collectionLocation: '5268' }, ALL, BOTH, checks)).toEqual({});
    expect(replacementFormErrors({ ...base, collectionLocation: '1234' }, ALL, BOTH, checks)).toEqual({
      collectionLocation: 'collectionLocation is not a smartcard collection point of the brand',
    });
    // a postal request has no collection station to check
    expect(replacementFormErrors({ type: 'POSTAL', reason: 'lost', declaration: true }, ALL, BOTH, checks)).toEqual({});
  });
  it('checks a different address of a postal replacement by the smartcard address rules', () => {
    const base = { type: 'POSTAL', reason: 'lost', declaration: true, changeAddress: true };
    expect(replacementFormErrors(base, ALL, BOTH)).toEqual({
      line1: 'line1 is required for a different address',
      town: 'town must be 2 to 50 characters for a different address',
      postCode: 'postCode is required for a different address',
    });
    const address = { line1: '1 High Street', town: 'Brighton', postCode: 'BN1 1AA' };
    expect(replacementFormErrors({ ...base, ...address }, ALL, BOTH)).toEqual({});
    expect(
      replacementFormErrors({ ...base, ...address, postCode: 'NOT A PC', line2: 'x'.repeat(51), town: 'B' }, ALL, BOTH),
    ).toEqual({
      line2: 'line2 must be at most 50 characters',
      town: 'town must be 2 to 50 characters for a different address',
      postCode: 'postCode must be a UK postcode',
    });
    // without the box ticked the address fields are not looked at
    expect(replacementFormErrors({ ...base, changeAddress: false, postCode: 'NOT A PC' }, ALL, BOTH)).toEqual({});
  });
  it('refuses a different address for an in-person replacement', () => {
    const values = {
      type: 'IN_PERSON',
      reason: 'lost',
      declaration: true,
      smartcardNumber: '633597-0000-0000-0001',
      collectionLocation: '5268',
      changeAddress: true,
    };
    expect(replacementFormErrors(values, ALL, BOTH)).toEqual({
      changeAddress: 'a different address applies to a postal replacement only',
    });
  });
});
