import { describe, expect, it } from 'vitest';
import { brandFieldSetup } from './brandFieldSetup';

const southern = { id: 'southern', displayName: 'Southern' };
const gatwick = { id: 'gatwick', displayName: 'Gatwick Express' };

describe('brandFieldSetup (000 §1: brand selector only with more than one brand)', () => {
  it('hides the brand field and fills it in with one brand', () => {
    expect(brandFieldSetup([gatwick], 'southern')).toEqual({ hiddenFields: ['brand'], brand: 'gatwick' });
  });
  it('shows the brand field with several brands, pre-set to the last brand when offered', () => {
    expect(brandFieldSetup([southern, gatwick], 'gatwick')).toEqual({ hiddenFields: [], brand: 'gatwick' });
    expect(brandFieldSetup([southern, gatwick], 'thameslink')).toEqual({ hiddenFields: [], brand: undefined });
  });
});
