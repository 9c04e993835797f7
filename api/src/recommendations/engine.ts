// The local recommendation engine (spec 2 §3, §7): items in the engine's raw
// format for a recommendation id, from the catalogue. `similar`: the seed
// products' category, scored by colour family and price band;
// `bought-together`: the rest of the look (same department, other
// categories); `sponsored`: the products brands pay to show. Seeds weigh by
// their item weights; fillWithRandom tops the list up with other products.
// Deterministic: the same request answers the same items. Like a real
// engine's catalogue, some products lack a field the page needs: their items
// go out without it and the page drops them (spec 2 §5); an answer of three
// or more items always holds at least one such item.
import type { FasciaKey, FasciaSettings, RawRecommendationItem, RecommendationId } from '@storefront/shared-contracts';
import { FASCIA_KEYS, percentageSaving, productUrl, REQUIRED_RECOMMENDATION_FIELDS } from '@storefront/shared-contracts';
import { type Catalogue, type ProductRecord, priceIn, isSponsoredProduct, productImagePath } from '../catalogue';
import { createRng, deriveSeed } from '../random/prng';
import { priceBucket } from '@storefront/search-service';

const ORDER_SEED = 20261130;
const FILL_SEED = 20261131;
const DEFECT_SEED = 20261132;

/** About one product in nine lacks a required field in the engine's catalogue. */
const DEFECT_RATE = 1 / 9;

export interface RecommendationRequest {
  recommendationId: RecommendationId;
  /** Product id → weight (> 0). */
  items: ReadonlyMap<string, number>;
  size: number;
  fillWithRandom: boolean;
}

type RequiredField = (typeof REQUIRED_RECOMMENDATION_FIELDS)[number];

/** The required field a product's item leaves out when it is sent incomplete. */
const defectField = (record: ProductRecord): RequiredField =>
  REQUIRED_RECOMMENDATION_FIELDS[deriveSeed(DEFECT_SEED, record.n) % REQUIRED_RECOMMENDATION_FIELDS.length]!;

/** The required field a product's engine record lacks, if any (by product, so the same item always lacks it). */
export function missingField(record: ProductRecord): RequiredField | undefined {
  return deriveSeed(DEFECT_SEED, record.n) / 4294967296 < DEFECT_RATE ? defectField(record) : undefined;
}

/** Whether an item has every field the page needs (spec 2 §5). */
export const isComplete = (item: RawRecommendationItem) => REQUIRED_RECOMMENDATION_FIELDS.every((field) => item[field] !== undefined);

const major = (cents: number) => Math.round(cents) / 100;

/**
 * One product in one colour as the engine answers it: prices in major units
 * of the fascia's currency (the colour's lowest), the colour's images, a
 * link with the colour and its first in-stock size, stock of the colour,
 * category levels from the taxonomy, active flags per fascia.
 */
export function recommendationItem(record: ProductRecord, fascia: FasciaSettings, colourIndex = 0): RawRecommendationItem {
  const colour = record.colours[colourIndex] ?? record.colours[0]!;
  const variants = record.variants.filter((v) => v.colourIndex === colourIndex);
  const lowest = variants.reduce((low, v) => (v.price < low.price ? v : low), variants[0]!);
  const price = priceIn(fascia.currency, lowest.price);
  const was = lowest.wasPrice !== undefined ? priceIn(fascia.currency, lowest.wasPrice) : undefined;
  const shown = variants.find((v) => v.quantity > 0) ?? variants[0]!;
  const size = record.sizes[shown.sizeIndex];
  const images = Array.from({ length: record.views }, (_, view) => ({ desktop: { url: productImagePath(record.key, colourIndex * record.views + view) } }));
  const [category1, category2, category3] = record.categoryTaxonomy.split(' > ');
  const item: RawRecommendationItem = {
    product_id: record.id,
    title: record.name,
    brand: record.brand,
    local_currency: fascia.currency,
    price: major(price),
    original_price: major(was ?? price),
    discount_percentage: was !== undefined ? percentageSaving(price, was) : 0,
    discount_value: was !== undefined ? major(was - price) : 0,
    image: images[0]!.desktop.url,
    url: productUrl({ slug: record.slug, isPremier: record.isPremier, colour: colour.colour, ...(size && record.sizes.length > 1 ? { sizes: [size] } : {}) }),
    slug: record.slug,
    category: record.category.name,
    ...(category1 ? { category_1: category1 } : {}),
    ...(category2 ? { category_2: category2 } : {}),
    ...(category3 ? { category_3: category3 } : {}),
    tags: [record.department, record.category.name, ...(record.classification ? [record.classification] : []), ...(record.occasion ? [record.occasion] : [])],
    colour: colour.colour,
    sku: shown.sku,
    stock_level: variants.reduce((sum, v) => sum + v.quantity, 0),
    on_sale: was !== undefined,
    imagesResponsive: images,
  };
  for (const key of FASCIA_KEYS) item[`active_${key}`] = record.availablefascias.includes(key);
  const missing = missingField(record);
  if (missing) delete item[missing];
  return item;
}

interface Candidate {
  record: ProductRecord;
  score: number;
  colourIndex: number;
}

/** The price band (search's price buckets) of a product's lowest price in the fascia. */
function priceBand(record: ProductRecord, fascia: FasciaSettings): string {
  const lowest = Math.min(...record.variants.map((v) => v.price));
  return priceBucket(priceIn(fascia.currency, lowest) / 100, fascia).range;
}

const inStock = (record: ProductRecord, colourIndex: number) => record.variants.some((v) => v.colourIndex === colourIndex && v.quantity > 0);

/**
 * The colour to recommend: in the seed's first colour's family where one is
 * in stock, else any colour in stock (a shopper cannot buy an empty colour,
 * so an engine does not offer one); undefined when nothing is in stock.
 */
export function colourFor(candidate: ProductRecord, seed?: ProductRecord): number | undefined {
  const family = seed?.colours[0]?.facet;
  const indexes = candidate.colours.map((_, i) => i).filter((i) => inStock(candidate, i));
  return indexes.find((i) => candidate.colours[i]!.facet === family) ?? indexes[0];
}

export class RecommendationEngine {
  private readonly sold = new Map<FasciaKey, ProductRecord[]>();
  private readonly bands = new Map<string, string>();

  constructor(private readonly catalogue: Catalogue) {}

  private soldIn(fascia: FasciaKey): ProductRecord[] {
    let list = this.sold.get(fascia);
    if (!list) {
      list = this.catalogue.products.filter((p) => this.catalogue.isSoldIn(p, fascia));
      this.sold.set(fascia, list);
    }
    return list;
  }

  private band(record: ProductRecord, fascia: FasciaSettings): string {
    const key = `${fascia.key}|${record.n}`;
    let band = this.bands.get(key);
    if (band === undefined) {
      band = priceBand(record, fascia);
      this.bands.set(key, band);
    }
    return band;
  }

  /** How well a candidate suits one seed for the recommendation, 0 when it does not. */
  private score(id: RecommendationId, seed: ProductRecord, candidate: ProductRecord, fascia: FasciaSettings): number {
    const sameCategory = candidate.category.slug === seed.category.slug;
    const sameDepartment = candidate.department === seed.department;
    const colour = candidate.colours.some((c) => c.facet === seed.colours[0]?.facet) ? 2 : 0;
    const price = this.band(candidate, fascia) === this.band(seed, fascia) ? 1 : 0;
    switch (id) {
      case 'similar':
        return sameCategory ? 4 + colour + price : 0;
      case 'bought-together':
        return sameDepartment && !sameCategory ? 1 + colour + price : 0;
      case 'sponsored':
        return isSponsoredProduct(candidate.n) ? 1 + (sameCategory ? 3 : sameDepartment ? 2 : 0) + colour / 2 + price : 0;
    }
  }

  /** The items for a request in a fascia: best first, then (fillWithRandom) others, at most `size`. */
  recommend(request: RecommendationRequest, fascia: FasciaSettings): RawRecommendationItem[] {
    const seeds = [...request.items].flatMap(([id, weight]) => {
      const record = this.catalogue.productById(id);
      return record ? [{ record, weight }] : [];
    });
    const seedIds = new Set(seeds.map((s) => s.record.id));
    // One order per request for ties: the same request, the same items.
    const requestSeed = deriveSeed(ORDER_SEED, hashText(`${request.recommendationId}|${[...request.items].map(([id, w]) => `${id}:${w}`).sort().join(',')}|${fascia.key}`));
    const tie = (record: ProductRecord) => deriveSeed(requestSeed, record.n);

    const candidates: Candidate[] = [];
    for (const record of this.soldIn(fascia.key)) {
      if (seedIds.has(record.id)) continue;
      let score = 0;
      let best: { seed: ProductRecord; part: number } | undefined;
      for (const { record: seed, weight } of seeds) {
        const part = weight * this.score(request.recommendationId, seed, record, fascia);
        score += part;
        if (part > 0 && (!best || part > best.part)) best = { seed, part };
      }
      const colourIndex = best && colourFor(record, best.seed);
      if (colourIndex !== undefined) candidates.push({ record, score, colourIndex });
    }
    candidates.sort((a, b) => b.score - a.score || tie(a.record) - tie(b.record));
    const chosen = candidates.slice(0, request.size);

    if (request.fillWithRandom && chosen.length < request.size) {
      const taken = new Set([...seedIds, ...chosen.map((c) => c.record.id)]);
      const pool = this.soldIn(fascia.key).filter((p) => !taken.has(p.id) && colourFor(p) !== undefined);
      const rng = createRng(deriveSeed(FILL_SEED, requestSeed));
      while (chosen.length < request.size && pool.length > 0) {
        const [record] = pool.splice(rng.int(0, pool.length - 1), 1);
        chosen.push({ record: record!, score: 0, colourIndex: colourFor(record!)! });
      }
    }
    const items = chosen.map((c) => recommendationItem(c.record, fascia, c.colourIndex));
    // So every page sees the drop rule at work: an answer of three or more
    // with no incomplete item sends its third without one required field.
    if (items.length >= 3 && items.every(isComplete)) delete items[2]![defectField(chosen[2]!.record)];
    return items;
  }
}

/** A 32-bit FNV-1a hash of a text (the request's seed). */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
