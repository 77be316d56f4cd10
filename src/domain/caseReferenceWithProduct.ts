// 000 §5 Voucher: the case reference is prefixed with {product}- and is at most 20 characters (the part typed by the user).

/**
 * The stored case reference: `{product}-{reference}`. A reference that already carries the prefix is not prefixed
 * again, so the console and the server can both apply it. The 20-character limit (config
 * voucherCaseReferenceMaxLength) is on the typed part: `caseReferenceTypedPart` gives it back for checks and editing.
 * @example caseReferenceWithProduct('Southern', ' ab-123 ') // 'Southern-ab-123'
 */
export function caseReferenceWithProduct(product: string, reference: string): string {
  const typed = caseReferenceTypedPart(product, reference);
  return `${product}-${typed}`;
}

/** The reference without the product prefix, trimmed. */
export function caseReferenceTypedPart(product: string, reference: string): string {
  const trimmed = reference.trim();
  const prefix = `${product}-`;
  return trimmed.toLowerCase().startsWith(prefix.toLowerCase()) ? trimmed.slice(prefix.length).trim() : trimmed;
}
