// 001 §5 Gold card replacement: the button is only for a product that is ACTIVE, has a 1200 validity period and is an
// on-track product, with the replacement feature (enableGoldCardReplacement) on.

export const GOLD_CARD_VALIDITY_PERIOD = 1200;

export interface GoldCardProductFacts {
  status: string;
  validityPeriod: number | null;
  isOnTrack: boolean;
}

/** @example goldCardProductEligible({ status: 'ACTIVE', validityPeriod: 1200, isOnTrack: true }, true) // true */
export function goldCardProductEligible(product: GoldCardProductFacts, featureOn: boolean): boolean {
  return (
    featureOn &&
    product.status === 'ACTIVE' &&
    product.validityPeriod === GOLD_CARD_VALIDITY_PERIOD &&
    product.isOnTrack
  );
}
