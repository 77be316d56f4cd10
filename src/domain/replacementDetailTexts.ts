// 001 §8 Replacement: a replacement for a change of name updates the customer's name, one sent to a different address
// updates the smartcard address — 'Customer name successfully updated' / 'Error occurred attempting to update customer
// name'; 'Customer address successfully updated' / 'Error occurred attempting to update customer address'. The
// sandbox makes both changes in the replacement's own request, so they succeed or fail with it.

export interface ReplacementDetails {
  reason?: string;
  changeAddress?: boolean;
}

/**
 * The i18n keys said about the name and address changes of a replacement request that was accepted (`accepted`) or not.
 * @example replacementDetailTexts({ reason: 'change-of-name' }, false) // ['SMARTCARD_NAME_UPDATE_ERROR']
 */
export function replacementDetailTexts(details: ReplacementDetails, accepted: boolean): string[] {
  const keys: string[] = [];
  if (details.reason === 'change-of-name')
    keys.push(accepted ? 'SMARTCARD_NAME_CHANGED' : 'SMARTCARD_NAME_UPDATE_ERROR');
  if (details.changeAddress === true)
    keys.push(accepted ? 'SMARTCARD_ADDRESS_SAVED' : 'SMARTCARD_ADDRESS_UPDATE_ERROR');
  return keys;
}
