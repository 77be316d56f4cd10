import { describe, expect, it } from 'vitest';
import { replacementDetailTexts } from './replacementDetailTexts';

describe('replacementDetailTexts (001 §8 replacement messages)', () => {
  it('says the name and address changes a replacement carried, done or not', () => {
    expect(replacementDetailTexts({ reason: 'change-of-name', changeAddress: true }, true)).toEqual([
      'SMARTCARD_NAME_CHANGED',
      'SMARTCARD_ADDRESS_SAVED',
    ]);
    expect(replacementDetailTexts({ reason: 'change-of-name', changeAddress: true }, false)).toEqual([
      'SMARTCARD_NAME_UPDATE_ERROR',
      'SMARTCARD_ADDRESS_UPDATE_ERROR',
    ]);
    expect(replacementDetailTexts({ reason: 'lost' }, false)).toEqual([]);
  });
});
