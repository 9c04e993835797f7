import { priceSummary, totalAvailable } from './prices';
import type { Variant } from '../entities/product';

const variant = (id: string, cents: number, extra: Partial<Variant> = {}): Variant => ({
  id, sku: `ABC12345-01-0${id}`, isMaster: false, isOnStock: true, availableQuantity: 5, images: [],
  prices: { centAmount: cents, currencyCode: 'GBP' },
  attributes: { colour: 'Navy', colourLabel: 'Navy', colourFacet: 'Blue', size: id, brand: 'B', department: 'D', categoryTaxonomy: 'c' },
  ...extra,
});

describe('priceSummary', () => {
  it('gives a range when variants differ and the was-price of the cheapest', () => {
    const s = priceSummary([variant('1', 3000), variant('2', 2000, { prices: { centAmount: 2000, currencyCode: 'GBP', wasPrice: { centAmount: 4000 } } })]);
    expect(s).toEqual({ lowCents: 2000, highCents: 3000, currencyCode: 'GBP', wasCents: 4000, isRange: true });
  });
  it('ignores a was-price that is not higher than the price', () => {
    const s = priceSummary([variant('1', 2000, { prices: { centAmount: 2000, currencyCode: 'GBP', wasPrice: { centAmount: 2000 } } })]);
    expect(s?.wasCents).toBeUndefined();
    expect(s?.isRange).toBe(false);
  });
  it('answers null without variants', () => {
    expect(priceSummary([])).toBeNull();
  });
});

describe('totalAvailable', () => {  it('counts only in-stock quantities', () => {
    expect(totalAvailable([variant('1', 1), variant('2', 1, { isOnStock: false, availableQuantity: 9 })])).toBe(5);
  });
});
