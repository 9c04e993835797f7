// The local recommendation engine's rules: what each recommendation id
// picks, item weights, fill with random, the raw item fields and the items
// that deliberately lack a required one; and the visually similar search.
import type { RawRecommendationItem, RecommendationId } from '@storefront/shared-contracts';
import { FASCIAS, REQUIRED_RECOMMENDATION_FIELDS, visuallySimilarItems as readItems, VISUALLY_SIMILAR_MAX } from '@storefront/shared-contracts';
import { Catalogue } from '../catalogue/catalogue';
import { isSponsoredProduct } from '../catalogue/related';
import { missingField, RecommendationEngine, recommendationItem } from './engine';
import { failKeysFromEnv, latencyFromEnv } from './rules';
import { answersList, onlyOtherClassifications, visuallySimilarAnswer } from './visuallySimilar';

const catalogue = Catalogue.generate();
const engine = new RecommendationEngine(catalogue);
const record = (id: string) => catalogue.productById(id)!;
const recommend = (recommendationId: RecommendationId, items: Record<string, number>, size = 10, fillWithRandom = false, fascia = FASCIAS.coast) =>
  engine.recommend({ recommendationId, items: new Map(Object.entries(items)), size, fillWithRandom }, fascia);
const bySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
/** The item's product (by slug: an item may lack its product_id). */
const product = (item: RawRecommendationItem) => bySlug.get(item.slug!)!;
const lacking = (item: RawRecommendationItem) => REQUIRED_RECOMMENDATION_FIELDS.filter((field) => item[field] === undefined);

describe('recommendation engine', () => {
  it('recommends similar products: the seed’s category, sold in the fascia, never the seed, best colour and price first', () => {
    const dress = record('10001');
    const items = recommend('similar', { 10001: 1 });
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(product(item).category.slug).toBe(dress.category.slug);
      expect(product(item).availablefascias).toContain('coast');
      expect(item.active_coast).toBe(true);
      expect(product(item).id).not.toBe('10001');
      expect(item.slug).toBe(product(item).slug);
    }
    // Navy dress: the first items come in a blue.
    expect(product(items[0]!).colours.find((c) => c.colour === items[0]!.colour)?.facet).toBe('Blue');
  });

  it('offers only colours a shopper can buy: every item’s colour has stock, also in a random fill', () => {
    for (const [id, fill] of [['similar', false], ['bought-together', false], ['sponsored', true]] as const) {
      for (const item of recommend(id, { 10001: 1, 10010: 1 }, 10, fill)) {
        const p = product(item);
        const colourIndex = p.colours.findIndex((c) => c.colour === item.colour);
        expect(p.variants.some((v) => v.colourIndex === colourIndex && v.quantity > 0)).toBe(true);
        expect(item.stock_level).toBeGreaterThan(0);
      }
    }
  });

  it('recommends what goes with it (same department, other categories) and sponsored products', () => {
    for (const item of recommend('bought-together', { 10001: 1 })) {
      expect(product(item).department).toBe('Womenswear');
      expect(product(item).category.slug).not.toBe('womens-dresses');
    }
    const sponsored = recommend('sponsored', { 10001: 1 });
    expect(sponsored).toHaveLength(10);
    expect(sponsored.every((item) => isSponsoredProduct(product(item).n))).toBe(true);
  });

  it('weighs the seeds by their item weights', () => {
    // A dress and a lipstick: the heavier one's category comes first.
    const dressFirst = recommend('similar', { 10001: 5, 10006: 1 }, 20);
    expect(product(dressFirst[0]!).category.slug).toBe('womens-dresses');
    const lipstickFirst = recommend('similar', { 10001: 1, 10006: 5 }, 20);
    expect(product(lipstickFirst[0]!).category.slug).toBe('beauty-lips');
    const even = recommend('similar', { 10001: 1, 10006: 1 }, 20);
    expect(new Set(even.map((i) => product(i).category.slug))).toEqual(new Set(['womens-dresses', 'beauty-lips']));
  });

  it('answers at most `size` items, and tops a short list up with other products only with fillWithRandom', () => {
    // Burton sells few dresses.
    const few = recommend('similar', { 10001: 1 }, 10, false, FASCIAS.burton);
    expect(few.length).toBeLessThan(10);
    const filled = recommend('similar', { 10001: 1 }, 10, true, FASCIAS.burton);
    expect(filled).toHaveLength(10);
    expect(filled.slice(0, few.length)).toEqual(few);
    expect(new Set(filled.map((i) => i.slug)).size).toBe(10);
    expect(filled.every((i) => product(i).availablefascias.includes('burton') && product(i).id !== '10001')).toBe(true);
    expect(recommend('similar', { 10004: 1 }, 3)).toHaveLength(3);
  });

  it('answers the same items for the same request', () => {
    expect(recommend('similar', { 10001: 1 }, 10, true, FASCIAS.burton)).toEqual(recommend('similar', { 10001: 1 }, 10, true, FASCIAS.burton));
    expect(recommend('sponsored', { 10016: 2, 10013: 1 })).toEqual(recommend('sponsored', { 10013: 1, 10016: 2 }));
  });

  it('makes raw items in major units of the fascia’s currency with a link carrying colour and size', () => {
    const dress = record('10001');
    const item = recommendationItem(dress, FASCIAS.coast, 1);
    expect(item).toMatchObject({
      product_id: '10001', title: 'Midi Wrap Dress', brand: 'Coast', local_currency: 'EUR',
      price: 52.99, original_price: 70.99, discount_percentage: 25, discount_value: 18, on_sale: true,
      image: '/images/products/DRS10001/4.jpg', url: '/product/midi-wrap-dress-navy-10001?colour=Red&size=6',
      slug: dress.slug, category: 'Dresses', category_1: 'Womenswear', category_2: 'Clothing', category_3: 'Dresses',
      colour: 'Red', sku: 'DRS10001-02-01', active_coast: true, active_burton: true,
    });
    expect(item.stock_level).toBe(dress.variants.filter((v) => v.colourIndex === 1).reduce((sum, v) => sum + v.quantity, 0));
    expect(item.imagesResponsive).toHaveLength(dress.views);
    const gbp = recommendationItem(record('10013'), FASCIAS.burton);
    expect(gbp).toMatchObject({ local_currency: 'GBP', price: 30, original_price: 30, discount_percentage: 0, discount_value: 0, on_sale: false });
  });

  it('leaves one required field out of about one product in nine, always the same', () => {
    const defective = catalogue.products.filter((p) => missingField(p));
    expect(defective.length / catalogue.products.length).toBeGreaterThan(0.08);
    expect(defective.length / catalogue.products.length).toBeLessThan(0.15);
    expect(new Set(defective.map((p) => missingField(p)))).toEqual(new Set(REQUIRED_RECOMMENDATION_FIELDS));
    for (const p of defective.slice(0, 50)) {
      const item = recommendationItem(p, FASCIAS[p.availablefascias[0]!]);
      expect(lacking(item)).toEqual([missingField(p)]);
      expect(item).not.toHaveProperty(missingField(p)!);
    }
    const whole = catalogue.products.find((p) => !missingField(p))!;
    expect(lacking(recommendationItem(whole, FASCIAS[whole.availablefascias[0]!]))).toEqual([]);
  });

  it('sends at least one incomplete item in every answer of three or more', () => {
    for (const id of ['similar', 'bought-together', 'sponsored'] as const) {
      for (const seed of ['10001', '10004', '10013', '10016', '10321']) {
        const items = recommend(id, { [seed]: 1 }, 10, true);
        expect(items.filter((i) => lacking(i).length > 0).length).toBeGreaterThanOrEqual(1);
        expect(items.every((i) => lacking(i).length <= 1)).toBe(true);
      }
    }
    expect(recommend('similar', { 10004: 1 }, 2).every((i) => lacking(i).length === 0 || missingField(product(i)))).toBe(true);
  });
});

describe('visually similar search', () => {
  it('answers more than six items of the same kind of product in near colours, one of them twice', () => {
    const dress = record('10001');
    const items = readItems(visuallySimilarAnswer(catalogue, dress, 'Navy', FASCIAS.coast));
    expect(items.length).toBeGreaterThan(VISUALLY_SIMILAR_MAX);
    for (const item of items) {
      const match = catalogue.productByKey(item.item_group_id)!;
      expect(match.shape).toBe(dress.shape);
      expect(match.colours.map((c) => c.colour)).toContain(item.colour);
      expect(match.availablefascias).toContain('coast');
      expect(match.key).not.toBe(dress.key);
    }
    const pairs = items.map((i) => `${i.item_group_id}|${i.colour}`);
    expect(new Set(pairs).size).toBe(pairs.length - 1);
    // The best match in a second colour too.
    expect(items[0]!.item_group_id).toBe(items[1]!.item_group_id);
  });

  it('answers a list for odd product numbers and { visualSimilar } for even ones', () => {
    expect(Array.isArray(visuallySimilarAnswer(catalogue, record('10001'), undefined, FASCIAS.coast))).toBe(true);
    expect(visuallySimilarAnswer(catalogue, record('10002'), undefined, FASCIAS.coast)).toEqual({ visualSimilar: expect.any(Array) });
    expect(answersList(record('10003'))).toBe(true);
  });

  it('mixes classifications, and for some products (10019) has none of the product’s own', () => {
    const mixed = readItems(visuallySimilarAnswer(catalogue, record('10003'), undefined, FASCIAS.coast)).map((i) => catalogue.productByKey(i.item_group_id)!.classification);
    expect(mixed).toContain(record('10003').classification);
    expect(mixed.some((c) => c !== record('10003').classification)).toBe(true);
    const jacket = record('10019');
    expect(onlyOtherClassifications(jacket)).toBe(true);
    const others = readItems(visuallySimilarAnswer(catalogue, jacket, 'Ivory', FASCIAS.coast));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((i) => catalogue.productByKey(i.item_group_id)!.classification !== jacket.classification)).toBe(true);
  });

  it('follows the colour asked for (any case), the first colour otherwise', () => {
    const boots = record('10002');
    const hex = (key: string, colour: string) => catalogue.productByKey(key)!.colours.find((c) => c.colour === colour)!.facet;
    const camel = readItems(visuallySimilarAnswer(catalogue, boots, 'camel', FASCIAS.coast));
    const black = readItems(visuallySimilarAnswer(catalogue, boots, 'Nope', FASCIAS.coast));
    expect(camel).not.toEqual(black);
    expect(black).toEqual(readItems(visuallySimilarAnswer(catalogue, boots, undefined, FASCIAS.coast)));
    expect(hex(black[0]!.item_group_id, black[0]!.colour)).toBe('Black');
  });
});

describe('test knobs', () => {
  it('reads RECS_LATENCY_MS as whole milliseconds, 0 when unset, and refuses anything else', () => {
    expect(latencyFromEnv(undefined)).toBe(0);
    expect(latencyFromEnv('')).toBe(0);
    expect(latencyFromEnv('2500')).toBe(2500);
    for (const bad of ['-1', '1.5', 'slow', '10001']) expect(() => latencyFromEnv(bad)).toThrow(/RECS_LATENCY_MS must be a whole number/);
  });

  it('reads VISUALLY_SIMILAR_FAIL_KEYS as a comma-separated list, DRS10010 when unset', () => {
    expect(failKeysFromEnv(undefined)).toEqual(['DRS10010']);
    expect(failKeysFromEnv('')).toEqual([]);
    expect(failKeysFromEnv(' SHO10002, JNS10003 ')).toEqual(['SHO10002', 'JNS10003']);
  });
});
