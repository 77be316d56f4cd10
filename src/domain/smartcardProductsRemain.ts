// 001 §4 Smartcard removal is allowed only when the smartcard has no products; transfer is refused when products are on
// it (also customer deletion approval, 001 §4). A product still "remains" until it has expired or been hotlisted
// (a hotlisted product no longer travels on the card) — docs/decisions/0167-smartcard-products-that-remain.md.

export interface RemainingProductFacts {
  isHotlisted: boolean;
  /** 'YYYY-MM-DD' or null (no end, e.g. KeyGo) */
  validTo: string | null;
}

/** @example smartcardProductsRemain([{ isHotlisted: false, validTo: '2026-12-31' }], '2026-06-01') // true */
export function smartcardProductsRemain(products: readonly RemainingProductFacts[], today: string): boolean {
  return products.some((p) => !p.isHotlisted && (p.validTo === null || p.validTo >= today));
}
