import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import { categorySlugsOf, describingVariant, priceVariants, shownPrice } from './priceView';
import { dress } from './testProducts';

const ids = (variants: { id: string }[]) => variants.map((v) => v.id);

describe('priceVariants', () => {
  it('takes the selected size variant', () => {
    expect(ids(priceVariants(dress, { colour: 'navy', variantId: 'navy-m' }))).toEqual(['navy-m']);
  });

  it("takes the colour's variants while no size is chosen", () => {
    expect(ids(priceVariants(dress, { colour: 'white', variantId: null }))).toEqual(['white-s', 'white-m']);
  });

  it('ignores a size variant of another colour, and a colour without prices falls back to all', () => {
    expect(ids(priceVariants(dress, { colour: 'white', variantId: 'navy-m' }))).toEqual(['white-s', 'white-m']);
    expect(priceVariants(dress, { colour: 'green', variantId: null })).toHaveLength(5);
    expect(priceVariants(dress, null)).toHaveLength(5);
  });

  it('leaves out variants without a usable price', () => {
    const broken = { ...makeVariant({ id: 'b', colour: 'navy', size: 'S' }), prices: undefined } as unknown as ReturnType<typeof makeVariant>;
    const nan = { ...makeVariant({ id: 'n', colour: 'navy', size: 'M' }), prices: { centAmount: Number.NaN, currencyCode: 'GBP' } };
    const product = makeProduct([broken, nan, makeVariant({ id: 'ok', colour: 'navy', size: 'L' })]);
    expect(ids(priceVariants(product, { colour: 'navy', variantId: null }))).toEqual(['ok']);
  });
});

describe('shownPrice', () => {
  it('shows a range when the prices differ, with the saving of the lowest price', () => {
    expect(shownPrice(priceVariants(dress, { colour: 'navy', variantId: null }))).toEqual({ lowCents: 3000, highCents: 3500, isRange: true, wasCents: 4000, saving: 25 });
  });

  it('shows one price and its own saving for a size', () => {
    expect(shownPrice(priceVariants(dress, { colour: 'navy', variantId: 'navy-m' }))).toEqual({ lowCents: 3500, highCents: 3500, isRange: false, wasCents: 4000, saving: 13 });
  });

  it('shows no discount without a was-price, or with one that is not higher', () => {
    expect(shownPrice(priceVariants(dress, { colour: 'white', variantId: null }))).toEqual({ lowCents: 2500, highCents: 2500, isRange: false });
    const same = { ...makeVariant({ id: 's', colour: 'navy', size: 'S' }), prices: { centAmount: 3000, currencyCode: 'GBP', wasPrice: { centAmount: 3000 } } };
    expect(shownPrice([same])).toEqual({ lowCents: 3000, highCents: 3000, isRange: false });
  });

  it('shows nothing without prices', () => {
    expect(shownPrice([])).toBeNull();
  });
});

describe('describingVariant and categorySlugsOf', () => {
  it('describes the selection by its size variant, else the first variant of its colour', () => {
    expect(describingVariant(dress, { colour: 'navy', variantId: 'navy-m' })?.id).toBe('navy-m');
    expect(describingVariant(dress, { colour: 'white', variantId: null })?.id).toBe('white-s');
    expect(describingVariant(dress, null)?.id).toBe('navy-s');
  });

  it('reads the category slugs, skipping malformed entries', () => {
    expect(categorySlugsOf(dress)).toEqual(['womenswear', 'womens-dresses']);
    expect(categorySlugsOf({ ...dress, categories: [null, { name: 'x' }] as never })).toEqual([]);
    expect(categorySlugsOf({ ...dress, categories: undefined as never })).toEqual([]);
  });
});
