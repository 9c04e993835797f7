import { FASCIAS, type Product, type Variant } from '@storefront/shared-contracts';
import { discountBucket, mainMaterial, priceBucket, recordsForFascia, toSearchRecord } from './records';

const burton = FASCIAS.burton;

function variant(overrides: { sku: string; colour: string; colourFacet: string; size: string; cents: number; was?: number; stock?: number; master?: boolean }): Variant {
  const image = (n: number) => ({ desktop: { url: `/img/${overrides.sku}/${n}.jpg` }, mobile: { url: `/img/${overrides.sku}/${n}-m.jpg` } });
  return {
    id: overrides.sku,
    sku: overrides.sku,
    isMaster: overrides.master ?? false,
    isOnStock: (overrides.stock ?? 5) > 0,
    availableQuantity: overrides.stock ?? 5,
    images: [image(0), image(1)],
    prices: {
      centAmount: overrides.cents,
      currencyCode: 'GBP',
      ...(overrides.was ? { wasPrice: { centAmount: overrides.was } } : {}),
    },
    attributes: {
      colour: overrides.colour,
      colourLabel: overrides.colour,
      colourFacet: overrides.colourFacet,
      size: overrides.size,
      swatchImage: `/swatch/${overrides.colourFacet}.png`,
      brand: 'Coast',
      collection: 'Coast',
      department: 'Womenswear',
      categoryTaxonomy: 'Womenswear > Clothing > Dresses',
      styleTaxonomy: 'Midi',
      gender: 'Female',
      occasion: 'Party',
      fabrication: '95% Polyester, 5% Elastane',
    },
  };
}

const dress: Product = {
  id: '10001',
  key: 'COA10001',
  name: 'Midi Wrap Dress',
  slug: 'midi-wrap-dress',
  description: 'A wrap dress.',
  productType: 'fashion',
  brand: 'Coast',
  brandSlug: 'coast',
  availablefascias: ['burton', 'coast'],
  isPremier: false,
  variants: [
    variant({ sku: 'A-8', colour: 'Navy', colourFacet: 'Blue', size: '8', cents: 4500, was: 6000, master: true }),
    variant({ sku: 'A-10', colour: 'Navy', colourFacet: 'Blue', size: '10', cents: 4500, was: 6000, stock: 0 }),
    variant({ sku: 'B-8', colour: 'Rust', colourFacet: 'Orange', size: '8', cents: 5500 }),
    variant({ sku: 'B-12', colour: 'Rust', colourFacet: 'Orange', size: '12', cents: 5500 }),
  ],
  breadcrumbs: [{ name: 'Home', slug: 'home' }, { name: 'Womenswear', slug: 'womenswear' }, { name: 'Dresses', slug: 'womens-dresses' }],
  categories: [{ name: 'Womenswear', slug: 'womenswear' }, { name: 'Dresses', slug: 'womens-dresses' }],
  categoryNames: ['Dresses', 'Womenswear'],
  reviewStats: { averageRating: 4.6, totalReviewCount: 12 },
  createdAt: '2024-05-01T00:00:00.000Z',
};

const hairOil: Product = {
  ...dress,
  id: '10012',
  key: 'PET10012',
  name: 'Bond Repair Hair Oil',
  slug: 'bond-repair-hair-oil',
  productType: 'beauty',
  brand: 'Petal & Pine',
  variants: [{ ...variant({ sku: 'H-1', colour: 'Clear', colourFacet: 'Clear', size: '50ml', cents: 1800, master: true }), attributes: { ...variant({ sku: 'H-1', colour: 'Clear', colourFacet: 'Clear', size: '50ml', cents: 1800 }).attributes, department: 'Beauty', fabrication: undefined, occasion: undefined, styleTaxonomy: undefined, gender: undefined } }],
  categories: [{ name: 'Beauty', slug: 'beauty' }, { name: 'Haircare', slug: 'beauty-haircare' }],
  categoryNames: ['Haircare', 'Beauty'],
  reviewStats: { averageRating: 0, totalReviewCount: 0 },
  availablefascias: ['coast'],
  createdAt: undefined,
};

describe('toSearchRecord', () => {
  const record = toSearchRecord(dress, burton);

  it('fills the card fields of a search hit', () => {
    expect(record).toMatchObject({
      objectID: '10001',
      productKey: 'COA10001',
      name: 'Midi Wrap Dress',
      brand: 'Coast',
      slug: 'midi-wrap-dress',
      colour: 'Navy',
      price: '45.00-55.00',
      wasPrice: '60.00',
      percentageSaving: 25,
      isPremier: false,
      averageRating: 4.6,
      totalReviewCount: 12,
      categorySlugs: ['womenswear', 'womens-dresses'],
      collection: 'Coast',
    });
    expect(record.colourVariants).toEqual([
      expect.objectContaining({ colour: 'Navy', colourFacet: 'Blue', sizesInStock: ['8'], sku: 'A-8', rolloverImage: { desktop: { url: '/img/A-8/1.jpg' } } }),
      expect.objectContaining({ colour: 'Rust', colourFacet: 'Orange', sizesInStock: ['8', '12'], sku: 'B-8' }),
    ]);
    expect(record.priceVariants).toEqual([
      { colour: 'Navy', price: '45.00', wasPrice: '60.00', percentageSaving: 25 },
      { colour: 'Rust', price: '55.00' },
    ]);
    expect(record.imagesResponsive[0]).toEqual({ desktop: { url: '/img/A-8/0.jpg' }, mobile: { url: '/img/A-8/0-m.jpg' } });
    expect(record).not.toHaveProperty('singleVariantSku');
  });

  it('fills the facets from the product and numbers for filters and sorts', () => {
    expect(record).toMatchObject({
      size: ['8', '12'],
      colourFacet: ['Blue', 'Orange'],
      style: 'Midi',
      category: 'Dresses',
      gender: 'Female',
      department: 'Womenswear',
      fabrication: '95% Polyester, 5% Elastane',
      material: 'Polyester',
      occasion: 'Party',
      discountBands: '20% - 30% off',
      discountRange: '20-30',
      priceBands: '£20 - £50',
      priceRange: '20-50',
      ratingGroup: '4',
      priceValue: 45,
      wasPriceValue: 60,
      createdAt: Date.parse('2024-05-01T00:00:00.000Z') / 1000,
      isOnStock: true,
    });
    expect(record.bestSellerRank).toBeGreaterThanOrEqual(1);
    for (const key of ['delivery', 'neckline', 'sleeveLength', 'bodyFit', 'pattern', 'detail', 'fit'] as const) {
      expect(record[key]).toBeDefined();
    }
    expect(record.delivery).toContain('Standard Delivery');
  });

  it('derives missing attributes from the product id, the same every time', () => {
    const again = toSearchRecord(structuredClone(dress), burton);
    expect([again.neckline, again.pattern, again.detail, again.fit, again.bestSellerRank, again.delivery]).toEqual([
      record.neckline, record.pattern, record.detail, record.fit, record.bestSellerRank, record.delivery,
    ]);
  });

  it('gives beauty products beauty facets only', () => {
    const oil = toSearchRecord(hairOil, FASCIAS.coast);
    expect(oil.hairType!.length).toBeGreaterThan(0);
    expect(oil).not.toHaveProperty('skinType');
    expect(oil).not.toHaveProperty('neckline');
    expect(oil).not.toHaveProperty('fabrication');
    expect(oil).not.toHaveProperty('ratingGroup');
    expect(oil).toMatchObject({ category: 'Haircare', gender: 'Unisex', singleVariantSku: 'H-1', priceRange: '0-20' });
    // fr-FR formats with a narrow no-break space before the euro sign.
    expect(oil.priceBands).toMatch(/^0\s€ - 20\s€$/);
  });

  it('prices buckets in the fascia currency', () => {
    expect(priceBucket(250, burton)).toEqual({ range: '200-max', band: '£200 and over' });
    expect(priceBucket(450, FASCIAS.oasis).range).toBe('200-500');
    expect(discountBucket(0)).toBeUndefined();
    expect(discountBucket(5)).toEqual({ range: '0-10', band: 'Up to 10% off' });
    expect(discountBucket(70)).toEqual({ range: '50-max', band: '50% off or more' });
    expect(mainMaterial('Leather upper')).toBe('Leather');
    expect(mainMaterial('100% Cotton')).toBe('Cotton');
  });

  it('keeps only the products a fascia sells', () => {
    expect(recordsForFascia([dress, hairOil], burton).map((r) => r.objectID)).toEqual(['10001']);
  });
});
