// 001 §3 Delay-repay claim: the id is shown with a four-letter prefix that is removed before the detail call.

/**
 * The claim id without its four-letter display prefix (any case); an id without one is returned trimmed.
 * @example removeClaimIdPrefix('DRCL1234567') // '1234567'; removeClaimIdPrefix('1234567') // '1234567'
 */
export function removeClaimIdPrefix(displayId: string): string {
  const id = displayId.trim();
  return /^[A-Za-z]{4}[0-9]/.test(id) ? id.slice(4) : id;
}
