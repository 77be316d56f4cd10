import { createContext } from 'react';
import type { BrandSummary } from '../brand/brandCatalog';

/** The deployment's brands, for the `brandSelect` form widget. */
export const AvailableBrandsContext = createContext<readonly BrandSummary[]>([]);
