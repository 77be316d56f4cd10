// 001 §7/§8 Transfer: "status other than 200 gives SMARTCARD_TRANSFER_ERROR" — every failure of the transfer says it.
// When the server named why (the recipient has a card, is registered for one, has no account —
// SMARTCARD_TRANSFER_RECIPIENT_REFUSED with the 001 §8 text; products remain on the card, 001 §4), that reason follows
// it, so staff know what to do (docs/decisions/2577-transfer-error-with-its-reason.md).

export interface TransferFailure {
  /** the i18n key every failure says (001 §7) */
  key: 'SMARTCARD_TRANSFER_ERROR';
  /** why, in the server's own 001 §8 text, when it is a named refusal of the recipient */
  text?: string;
  /** or the i18n key of why */
  reasonKey?: 'SMARTCARD_PRODUCTS_REMAIN';
}

/**
 * @example smartcardTransferFailure({ status: 500 }) // { key: 'SMARTCARD_TRANSFER_ERROR' }
 * @example smartcardTransferFailure({ status: 409, errors: [{ code: 'SMARTCARD_PRODUCTS_REMAIN' }] })
 * // { key: 'SMARTCARD_TRANSFER_ERROR', reasonKey: 'SMARTCARD_PRODUCTS_REMAIN' }
 */
export function smartcardTransferFailure(error: unknown): TransferFailure {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const [first] = Array.isArray(errors) ? (errors as { code?: unknown; message?: unknown }[]) : [];
  if (first?.code === 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED' && typeof first.message === 'string' && first.message)
    return { key: 'SMARTCARD_TRANSFER_ERROR', text: first.message };
  if (first?.code === 'SMARTCARD_PRODUCTS_REMAIN')
    return { key: 'SMARTCARD_TRANSFER_ERROR', reasonKey: 'SMARTCARD_PRODUCTS_REMAIN' };
  return { key: 'SMARTCARD_TRANSFER_ERROR' };
}
