import { describe, expect, it } from 'vitest';
import { replacementTypesAvailable } from './replacementTypesAvailable';

describe('replacementTypesAvailable', () => {
  it('offers in-person only to over-16s where instant replacement is on', () => {
    expect(replacementTypesAvailable({ isOver16: true, instantReplacementEnabled: true })).toEqual([
      'POSTAL',
      'IN_PERSON',
    ]);
    expect(replacementTypesAvailable({ isOver16: false, instantReplacementEnabled: true })).toEqual(['POSTAL']);
    expect(replacementTypesAvailable({ isOver16: true, instantReplacementEnabled: false })).toEqual(['POSTAL']);
  });
});
