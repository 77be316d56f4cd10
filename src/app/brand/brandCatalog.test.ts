import { describe, expect, it } from 'vitest';
import { availableBrands, brandSelectorShown, offeredBrands } from './brandCatalog';

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

describe("offeredBrands (000 §1 at run time: the server names the deployment's brands)", () => {
  it("keeps the server's brands, in its order, that this build knows", () => {
    const server = [
      { id: 'thameslink', displayName: 'Thameslink' },
      { id: 'southern', displayName: 'Southern' },
      { id: 'nobuild', displayName: 'No build' },
    ];
    expect(offeredBrands(server, index).map((b) => b.id)).toEqual(['thameslink', 'southern']);
    expect(brandSelectorShown(offeredBrands([{ id: 'southern', displayName: 'Southern' }], index))).toBe(false);
  });

  it("falls back to the build's list without a usable answer", () => {
    expect(offeredBrands(undefined, index)).toEqual(index);
    expect(offeredBrands([], index)).toEqual(index);
    expect(offeredBrands([{ id: 'elsewhere', displayName: 'Elsewhere' }], index)).toEqual(index);
  });
});
