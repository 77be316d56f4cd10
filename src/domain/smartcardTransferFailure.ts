// 001 §7/§8 Transfer: the named refusals keep their texts (the recipient has a card, is registered for one, has no
// account — SMARTCARD_TRANSFER_RECIPIENT_REFUSED with the 001 §8 text; products remain on the card); any other failure
// (status other than 200) says SMARTCARD_TRANSFER_ERROR.

export interface TransferFailure {
  /** the server's own 001 §8 text, when it is a named refusal of the recipient */
  text?: string;
  /** else the i18n key of the text */
  key?: 'SMARTCARD_PRODUCTS_REMAIN' | 'SMARTCARD_TRANSFER_ERROR';
}

/**
 * @example smartcardTransferFailure({ status: 500 }) // { key: 'SMARTCARD_TRANSFER_ERROR' }
 */
export function smartcardTransferFailure(error: unknown): TransferFailure {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const [first] = Array.isArray(errors) ? (errors as { code?: unknown; message?: unknown }[]) : [];
  if (first?.code === 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED' && typeof first.message === 'string' && first.message)
    return { text: first.message };
  if (first?.code === 'SMARTCARD_PRODUCTS_REMAIN') return { key: 'SMARTCARD_PRODUCTS_REMAIN' };
  return { key: 'SMARTCARD_TRANSFER_ERROR' };
}
