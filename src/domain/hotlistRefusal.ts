// 001 §4 Product hotlisting: not offered when the product is CANCELLING or already hotlisted; 409 'Product is expired'
// (001 §8) for a product whose validity has ended.

export type HotlistRefusal = 'CANCELLING' | 'ALREADY_HOTLISTED' | 'EXPIRED';

export interface HotlistProductFacts {
  status: string;
  isHotlisted: boolean;
  /** 'YYYY-MM-DD', last day of validity */
  validTo: string | null;
}

/**
 * Why the product cannot be hotlisted on `today` ('YYYY-MM-DD'), or null when it can.
 * @example hotlistRefusal({ status: 'ACTIVE', isHotlisted: false, validTo: '2026-01-01' }, '2026-02-01') // 'EXPIRED'
 */
export function hotlistRefusal(product: HotlistProductFacts, today: string): HotlistRefusal | null {
  if (product.isHotlisted) return 'ALREADY_HOTLISTED';
  if (product.status === 'CANCELLING') return 'CANCELLING';
  if (product.validTo !== null && product.validTo < today) return 'EXPIRED';
  return null;
}
