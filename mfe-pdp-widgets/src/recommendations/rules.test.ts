import { FASCIAS, REQUIRED_RECOMMENDATION_FIELDS, SPONSORED_STATUS, toCardData, VISUALLY_SIMILAR_MAX, type ProductCardData } from '@storefront/shared-contracts';
import { makeProduct, makeVariant } from '@storefront/shared-contracts/testing';
import {
  CAROUSEL_SLIDES,
  chooseSimilar,
  dedupeAndCap,
  isCompleteItem,
  productKeyOfSku,
  recommendationCard,
  recommendationCards,
  savePercent,
  SIMILAR_DISABLED_TAXONOMIES,
  similarEntries,
  similarProductsOffered,
  type CurrentProduct,
} from './rules';
import { engineItem, searchHit } from './test-items';

describe('recommendation items', () => {
  it.each(REQUIRED_RECOMMENDATION_FIELDS)('drops an item without %s, or with it blank', (field) => {
    const missing = engineItem(10001);
    delete missing[field];
    expect(isCompleteItem(missing)).toBe(false);
    expect(recommendationCard(missing)).toBeNull();
    expect(isCompleteItem({ ...engineItem(10001), [field]: field === 'price' ? Number.NaN : '  ' })).toBe(false);
  });

  it('keeps a complete item, and drops what is not an item at all or a price that is not a number', () => {
    expect(isCompleteItem(engineItem(10001))).toBe(true);
    for (const bad of [null, 'x', 3, [], { ...engineItem(10001), price: '35' }]) expect(isCompleteItem(bad)).toBe(false);
  });

  it('maps an item to a product card (spec 2 §3): id, name, slug, brand, price, was-price, saving, image, link, categories, sku, colour', () => {
    const card = recommendationCard(engineItem(10004, { was: 50 }))!;
    expect(card).toEqual(
      toCardData({
        id: '10004',
        productId: '10004',
        productKey: 'DRS10004',
        name: 'Product 10004',
        brand: 'Burton',
        slug: 'product-10004',
        colour: 'Navy',
        colourVariants: [{ colour: 'Navy', colourFacet: 'Navy', imageResponsive: { desktop: { url: '/images/products/DRS10004/0.jpg' } }, sizesInStock: [], sku: 'DRS10004-1-2' }],
        priceVariants: [],
        price: '34.00',
        wasPrice: '50.00',
        percentageSaving: 32,
        imagesResponsive: [{ desktop: { url: '/images/products/DRS10004/0.jpg' } }],
        isPremier: false,
        recommendedUrl: '/product/product-10004?colour=Navy&size=10',
        categoryNames: ['Womenswear', 'Clothing', 'Dresses'],
      }),
    );
    expect(card.sponsoredStatus).toBeUndefined();
    expect(recommendationCard(engineItem(10004), { sponsored: true })!.sponsoredStatus).toBe(SPONSORED_STATUS);
  });

  it('shows no saving without a was-price above the price or a discount above 0', () => {
    const full = recommendationCard(engineItem(10001))!;
    expect(full.wasPrice).toBeUndefined();
    expect(full.percentageSaving).toBeUndefined();
    const noDiscount = recommendationCard({ ...engineItem(10001, { was: 60 }), discount_percentage: 0 })!;
    expect(noDiscount.wasPrice).toBe('60.00');
    expect(noDiscount.percentageSaving).toBeUndefined();
  });

  it('takes the slug from the link, the image as the only image, and the id as key when the sku has none', () => {
    const card = recommendationCard({ ...engineItem(10002), slug: undefined, sku: 'odd', imagesResponsive: undefined, url: '/premier/velvet-dress?colour=Red' })!;
    expect(card.slug).toBe('velvet-dress');
    expect(card.isPremier).toBe(true);
    expect(card.productKey).toBe('10002');
    expect(card.imagesResponsive).toEqual([{ desktop: { url: '/images/products/DRS10002/0.jpg' } }]);
    expect(productKeyOfSku('DRS10002-0-3')).toBe('DRS10002');
    expect(productKeyOfSku('M12345678')).toBeUndefined();
  });

  it('drops a link that is not safe, keeping the card', () => {
    expect(recommendationCard({ ...engineItem(10002), url: 'javascript:alert(1)', slug: 'x' })!.recommendedUrl).toBeUndefined();
  });

  it('reads an answer: incomplete items dropped, one card per product, at most the size', () => {
    const broken = { ...engineItem(10003), title: undefined };
    const answer = { recommendationId: 'similar', items: [engineItem(10001), broken, engineItem(10002), engineItem(10001), ...Array.from({ length: 12 }, (_, i) => engineItem(10010 + i))] };
    const cards = recommendationCards(answer, { max: 10 });
    expect(cards).toHaveLength(10);
    expect(cards.slice(0, 3).map((c) => c.id)).toEqual(['10001', '10002', '10010']);
    expect(recommendationCards({ items: 'no' })).toEqual([]);
    expect(recommendationCards('<html>')).toEqual([]);
  });

  it('says "Save N%" only with a was-price and a saving above 0', () => {
    expect(savePercent({ wasPrice: '50.00', percentageSaving: 32.4 })).toBe(32);
    expect(savePercent({ wasPrice: '50.00', percentageSaving: 0 })).toBeNull();
    expect(savePercent({ percentageSaving: 20 })).toBeNull();
    expect(savePercent({ wasPrice: '50.00' })).toBeNull();
  });

  it('shows 4.5 slides on a desktop and 2.15 on a phone', () => {
    expect(CAROUSEL_SLIDES).toEqual({ desktop: 4.5, mobile: 2.15 });
  });
});

describe('similarProductsOffered (spec 2 §5)', () => {
  const productIn = (department: string, categoryTaxonomy: string) => {
    const variant = makeVariant({ id: 'v1', colour: 'navy', size: 'S' });
    return makeProduct([{ ...variant, attributes: { ...variant.attributes, department, categoryTaxonomy } }]);
  };

  it('offers them for a department the fascia sells and a taxonomy not disabled, when all departments are allowed', () => {
    expect(similarProductsOffered(productIn('Womenswear', 'Womenswear > Clothing > Dresses'), FASCIAS.burton)).toBe(true);
    expect(similarProductsOffered(productIn('Womenswear', 'Womenswear > Clothing > Dresses'), FASCIAS.burton, { allDepartments: true })).toBe(true);
  });

  it('not for an excluded department', () => {
    expect(similarProductsOffered(productIn('Gift Cards', 'Gift Cards'), FASCIAS.burton)).toBe(false);
    expect(similarProductsOffered(productIn('Womenswear', 'Womenswear > Clothing > Dresses'), { includedDepartments: ['Menswear'] })).toBe(false);
  });

  it('not for a disabled taxonomy or below it', () => {
    const disabled = SIMILAR_DISABLED_TAXONOMIES[0]!;
    expect(similarProductsOffered(productIn('Beauty', disabled), FASCIAS.burton)).toBe(false);
    expect(similarProductsOffered(productIn('Beauty', `${disabled} > Liquid`), FASCIAS.burton)).toBe(false);
    expect(similarProductsOffered(productIn('Beauty', 'Beauty > Makeup > Face > Powder'), FASCIAS.burton)).toBe(true);
  });

  it('not when all departments are not allowed, nor for a product without variants', () => {
    expect(similarProductsOffered(productIn('Womenswear', 'Womenswear > Clothing > Dresses'), FASCIAS.burton, { allDepartments: false })).toBe(false);
    expect(similarProductsOffered(makeProduct([]), FASCIAS.burton)).toBe(false);
  });
});

describe('visually similar (spec 2 §4, §5, §9)', () => {
  const cards = (hits: object[]) => hits.map((hit) => toCardData(hit)!);
  const current: CurrentProduct = { key: 'DRS10001', classification: 'New In', size: null };

  it('pairs items with their products, each card in the item’s colour; items the search did not find are left out', () => {
    const entries = similarEntries(
      [
        { item_group_id: 'DRS10002', colour: 'red' },
        { item_group_id: 'DRS10404', colour: 'Navy' },
      ],
      cards([searchHit(10002, { colours: ['Navy', 'Red'] })]),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.card.colour).toBe('Red');
    expect(entries[0]!.card.imagesResponsive[0]).toEqual({ desktop: { url: '/images/products/DRS10002/1.jpg' } });
  });

  it('dedupes by group and colour (any case) and keeps at most 6, in order', () => {
    const items = [
      { item_group_id: 'A', colour: 'Navy' },
      { item_group_id: 'A', colour: 'navy' },
      { item_group_id: 'A', colour: 'Red' },
      ...Array.from({ length: 8 }, (_, i) => ({ item_group_id: `B${i}`, colour: 'Navy' })),
    ].map((item) => ({ item }));
    const kept = dedupeAndCap(items);
    expect(kept).toHaveLength(VISUALLY_SIMILAR_MAX);
    expect(kept.map((e) => `${e.item.item_group_id} ${e.item.colour}`)).toEqual(['A Navy', 'A Red', 'B0 Navy', 'B1 Navy', 'B2 Navy', 'B3 Navy']);
  });

  const hits = [
    searchHit(10002, { classification: 'New In' }),
    searchHit(10003, { classification: 'Sale' }),
    searchHit(10004, { classification: 'New In', sizes: ['12'] }),
    searchHit(10005, { classification: 'New In' }),
  ];
  const items = ['DRS10002', 'DRS10003', 'DRS10004', 'DRS10002', 'DRS10001', 'DRS10005'].map((key) => ({ item_group_id: key, colour: 'Navy' }));
  const fallback: ProductCardData[] = recommendationCards({ items: [engineItem(20001), engineItem(20002)] });

  it('first shows the results of the product’s classification, deduped, never the product itself', () => {
    const choice = chooseSimilar(similarEntries(items, cards(hits)), current, fallback);
    expect(choice).toEqual({ source: 'filtered', cards: expect.any(Array) });
    expect(choice!.cards.map((c) => c.productKey)).toEqual(['DRS10002', 'DRS10004', 'DRS10005']);
  });

  it('with a size chosen, keeps only the results that have it in stock in their colour', () => {
    const choice = chooseSimilar(similarEntries(items, cards(hits)), { ...current, size: '12' }, fallback);
    expect(choice!.cards.map((c) => c.productKey)).toEqual(['DRS10004']);
  });

  it('then all results when none share the classification (and size)', () => {
    const choice = chooseSimilar(similarEntries(items, cards(hits)), { ...current, classification: 'Clearance' }, fallback);
    expect(choice!.source).toBe('all');
    expect(choice!.cards.map((c) => c.productKey)).toEqual(['DRS10002', 'DRS10003', 'DRS10004', 'DRS10005']);
  });

  it('then the recommendation engine’s items when the search gave nothing, at most 6 and without the product', () => {
    const many = recommendationCards({ items: Array.from({ length: 9 }, (_, i) => engineItem(20001 + i)) });
    const choice = chooseSimilar([], { ...current, key: 'DRS20001' }, many);
    expect(choice!.source).toBe('recommendations');
    expect(choice!.cards.map((c) => c.productKey)).toEqual(['DRS20002', 'DRS20003', 'DRS20004', 'DRS20005', 'DRS20006', 'DRS20007']);
  });

  it('and nothing at all when every source is empty', () => {
    expect(chooseSimilar([], current, [])).toBeNull();
    expect(chooseSimilar(similarEntries([{ item_group_id: 'DRS10001', colour: 'Navy' }], cards([searchHit(10001)])), current)).toBeNull();
  });
});
