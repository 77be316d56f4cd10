import { brandSelectorShown, type BrandSummary } from '../brand/brandCatalog';

/**
 * 000 §1/§5: the brand field of the sign-in, reset and change-password forms. With one brand the
 * field is hidden and filled in (so "brand required" always holds); with several it shows, pre-set
 * to the last brand used on this machine when that one is still offered.
 */
export function brandFieldSetup(
  brands: readonly BrandSummary[],
  lastBrand?: string,
): { hiddenFields: string[]; brand: string | undefined } {
  if (!brandSelectorShown(brands)) return { hiddenFields: ['brand'], brand: brands[0]?.id ?? lastBrand };
  return { hiddenFields: [], brand: brands.some((b) => b.id === lastBrand) ? lastBrand : undefined };
}
