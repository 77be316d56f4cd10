import { describe, expect, it } from 'vitest';
import { availableBrands, brandSelectorShown } from './brandCatalog';

const index = [
  { id: 'southern', displayName: 'Southern' },
  { id: 'gatwick', displayName: 'Gatwick Express' },
  { id: 'thameslink', displayName: 'Thameslink' },
];

describe('availableBrands / brandSelectorShown (000 §1)', () => {
  it('offers every generated brand by default and narrows to VITE_BRANDS', () => {
    expect(availableBrands(index, undefined).map((b) => b.id)).toEqual(['southern', 'gatwick', 'thameslink']);
    expect(availableBrands(index, 'gatwick, southern').map((b) => b.id)).toEqual(['southern', 'gatwick']);
    expect(availableBrands({ brands: index }, 'thameslink').map((b) => b.id)).toEqual(['thameslink']);
  });

  it('shows the selector only with more than one brand', () => {
    expect(brandSelectorShown(availableBrands(index, 'gatwick'))).toBe(false);
    expect(brandSelectorShown(availableBrands(index, 'gatwick,southern'))).toBe(true);
    expect(brandSelectorShown([])).toBe(false);
  });
});
