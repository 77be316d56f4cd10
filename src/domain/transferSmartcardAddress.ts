// 001 §3/§7 Transfer action payload: smartcardAddress, from, to, isrn — the address the recipient's card is kept at.

type AddressRow = Record<string, unknown> & { isSmartcard?: boolean };

const ADDRESS_FIELDS = [
  'name',
  'contactName',
  'line1',
  'line2',
  'line3',
  'town',
  'postCode',
  'country',
  'telephoneNumber',
] as const;

/**
 * 001 §3/§7 the transfer's smartcardAddress: the card's address on the giving account (its smartcard address), which
 * the recipient takes as theirs; only the address's filled fields. Undefined when the account has none.
 * @example transferSmartcardAddress([{ isSmartcard: true, line1: '1 Road', line2: null, town: 'Hove', postCode: 'BN3 1AA' }])
 *          // { line1: '1 Road', town: 'Hove', postCode: 'BN3 1AA', country: 'GBR' }
 */
export function transferSmartcardAddress(
  addresses: readonly AddressRow[] | undefined,
): Record<string, string> | undefined {
  const address = (addresses ?? []).find((a) => a.isSmartcard);
  if (!address) return undefined;
  const out: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = value;
  }
  out.country ??= 'GBR';
  return out;
}
