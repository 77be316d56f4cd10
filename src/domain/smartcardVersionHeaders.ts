// 001 §7 "All go to the brand API with headers for access token, brand and user token (smartcard version 2 when set)":
// where the brand has enableSmartcardV2, every call says it speaks the smartcard API version 2. The header's name is
// not in the spec: X-Smartcard-Version (docs/decisions/2251-smartcard-version-header.md).

export const SMARTCARD_VERSION_HEADER = 'X-Smartcard-Version';

/**
 * The extra request headers of a brand's flags.
 * @example smartcardVersionHeaders({ enableSmartcardV2: true }) // { 'X-Smartcard-Version': '2' }
 */
export function smartcardVersionHeaders(flags: Record<string, boolean> | undefined): Record<string, string> {
  return flags?.enableSmartcardV2 === true ? { [SMARTCARD_VERSION_HEADER]: '2' } : {};
}
