import { describe, expect, it } from 'vitest';
import { smartcardTransferFailure } from './smartcardTransferFailure';

describe('smartcardTransferFailure (001 §7/§8)', () => {
  it('says SMARTCARD_TRANSFER_ERROR for every failure (status other than 200), with the reason the server named', () => {
    const text = 'Customer Bo Reed (bo@example.com) already has a Smartcard.';
    expect(
      smartcardTransferFailure({
        status: 400,
        errors: [{ code: 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED', message: text }],
      }),
    ).toEqual({ key: 'SMARTCARD_TRANSFER_ERROR', text });
    // a 409 while products remain on the card is a transfer error too (issue 32 item 16), saying why
    expect(smartcardTransferFailure({ status: 409, errors: [{ code: 'SMARTCARD_PRODUCTS_REMAIN' }] })).toEqual({
      key: 'SMARTCARD_TRANSFER_ERROR',
      reasonKey: 'SMARTCARD_PRODUCTS_REMAIN',
    });
    for (const error of [
      {
        status: 400,
        errors: [{ code: 'SMARTCARD_TRANSFER_ERROR', message: 'isrn is not the smartcard of this account' }],
      },
      { status: 400, errors: [{ code: '1000', message: 'to must be an integer' }] },
      { status: 409, errors: [{ code: 'CONFLICT', message: 'changed meanwhile' }] },
      { status: 500 },
      new Error('network'),
    ])
      expect(smartcardTransferFailure(error)).toEqual({ key: 'SMARTCARD_TRANSFER_ERROR' });
  });
});
