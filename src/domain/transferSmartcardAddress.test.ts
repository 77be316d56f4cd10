import { describe, expect, it } from 'vitest';
import { transferSmartcardAddress } from './transferSmartcardAddress';

describe('transferSmartcardAddress (001 §3/§7)', () => {
  it("sends the giving account's smartcard address, its filled fields only", () => {
    expect(
      transferSmartcardAddress([
        { isSmartcard: false, line1: 'Home', town: 'Hove', postCode: 'BN3 1AA' },
        {
          id: 4,
          isSmartcard: true,
          name: 'Card',
          line1: '1 Road',
          line2: null,
          town: 'Hove',
          postCode: 'BN3 1AA',
          country: 'GBR',
        },
      ]),
    ).toEqual({ name: 'Card', line1: '1 Road', town: 'Hove', postCode: 'BN3 1AA', country: 'GBR' });
    expect(transferSmartcardAddress([{ isSmartcard: false, line1: 'x' }])).toBeUndefined();
    expect(transferSmartcardAddress(undefined)).toBeUndefined();
  });
});
