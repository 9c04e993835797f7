// The product page's recommendation carousels and visually similar finder
// (spec 2 §3, §4, §5, §9): pure rules, unit tested in rules.test.ts. The
// contract (ids, size 10, 2 s timeout, required fields, both visually similar
// answer shapes, at most 6) is shared-contracts'; only the page's own choices
// are here.
import {
  REQUIRED_RECOMMENDATION_FIELDS,
  SPONSORED_STATUS,
  VISUALLY_SIMILAR_MAX,
  toCardData,
  type FasciaSettings,
  type Product,
  type ProductCardData,
  type RawRecommendationItem,
  type VisuallySimilarItem,
} from '@storefront/shared-contracts';

/** Slides seen at once (spec 2 §2, §9): 4.5 on a desktop (from 768 px), 2.15 on a phone. */
export const CAROUSEL_SLIDES = { desktop: 4.5, mobile: 2.15 } as const;
/** Gap between slides, px (not shown in the spec). */
export const CAROUSEL_GAP = { desktop: 16, mobile: 8 } as const;
/** The message a carousel's request fails with when the engine is slower than the timeout (spec 2 §8). */
export const RECOMMENDATION_TIMEOUT_MESSAGE = 'recommendation timeout';

/** The page's two carousels, in spec 2 §2's order, and the engine's recommendation each shows. */
export const CAROUSELS = [
  { kind: 'similar', recommendationId: 'similar' },
  { kind: 'sponsored', recommendationId: 'sponsored' },
] as const;
export type CarouselKind = (typeof CAROUSELS)[number]['kind'];

/**
 * Category taxonomies for which similar products are not offered (spec 2 §5's
 * "disabled list"; its values are not shown, chosen): foundation is matched by
 * shade, which a "similar" list cannot do. An entry disables its
 * sub-categories too.
 */
export const SIMILAR_DISABLED_TAXONOMIES: readonly string[] = ['Beauty > Makeup > Face > Foundation'];

const nonBlank = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(typeof value === 'number' && !Number.isFinite(value));

/** An item missing any of product_id, title, brand, local_currency, price, image or url is dropped (spec 2 §5). */
export function isCompleteItem(item: unknown): item is RawRecommendationItem {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  return REQUIRED_RECOMMENDATION_FIELDS.every((field) => nonBlank(record[field])) && typeof record.price === 'number';
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The product key of a variant sku (DRS10001-2-3 → DRS10001), when it has one. */
export function productKeyOfSku(sku: string | undefined): string | undefined {
  return sku ? /^([A-Z]{3}\d{5})-\d+-\d+$/.exec(sku)?.[1] : undefined;
}

/** The slug of a product link (/product/{slug}?…, /premier/{slug}). */
function slugOfUrl(url: string): string | undefined {
  const match = /^\/(?:product|premier)\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * The product card of an engine item (spec 2 §3's mapping: id, name, slug,
 * brand, price, wasPrice, percentageSaving, image, recommendedUrl,
 * categoryNames, sku, colour), through the shared card reader; null for an
 * item that is dropped. Prices are major units already. A saving shows only
 * with a was-price above the price and a discount above 0 (§5: "Save N%").
 * The card's product key is the one its sku carries, else its id.
 */
export function recommendationCard(item: unknown, options: { sponsored?: boolean } = {}): ProductCardData | null {
  if (!isCompleteItem(item)) return null;
  const price = finite(item.price)!;
  const original = finite(item.original_price);
  const discount = finite(item.discount_percentage);
  const onSale = original !== undefined && original > price;
  const saving = onSale && discount !== undefined && discount > 0 ? Math.round(discount) : undefined;
  const image = item.image!;
  const images = Array.isArray(item.imagesResponsive) && item.imagesResponsive.length > 0 ? item.imagesResponsive : [{ desktop: { url: image } }];
  const colour = text(item.colour) ?? '';
  const sku = text(item.sku);
  const slug = text(item.slug) ?? slugOfUrl(item.url!);
  const categoryNames = [item.category_1, item.category_2, item.category_3, item.category].map(text).filter((name): name is string => name !== undefined);
  return toCardData({
    id: item.product_id,
    productId: item.product_id,
    productKey: productKeyOfSku(sku) ?? item.product_id,
    name: item.title,
    brand: item.brand,
    slug,
    colour,
    colourVariants: colour ? [{ colour, colourFacet: colour, imageResponsive: images[0], sizesInStock: [], sku: sku ?? '' }] : [],
    priceVariants: [],
    price: price.toFixed(2),
    ...(onSale ? { wasPrice: original.toFixed(2) } : {}),
    ...(saving !== undefined ? { percentageSaving: saving } : {}),
    imagesResponsive: images,
    isPremier: item.url!.startsWith('/premier/'),
    recommendedUrl: item.url,
    categoryNames: [...new Set(categoryNames)],
    ...(options.sponsored ? { sponsoredStatus: SPONSORED_STATUS } : {}),
  });
}

/** The cards of an answer's items: incomplete items dropped, at most `max`, one card per product. */
export function recommendationCards(answer: unknown, options: { sponsored?: boolean; max?: number } = {}): ProductCardData[] {
  const items = typeof answer === 'object' && answer !== null && Array.isArray((answer as { items?: unknown }).items) ? (answer as { items: unknown[] }).items : [];
  const seen = new Set<string>();
  const cards: ProductCardData[] = [];
  for (const item of items) {
    const card = recommendationCard(item, options);
    if (!card || seen.has(card.id)) continue;
    seen.add(card.id);
    cards.push(card);
  }
  return options.max === undefined ? cards : cards.slice(0, options.max);
}

/** The whole percent saved, for "Save N%": only above 0 and with a was-price (spec 2 §3, §5); else null (shared-contracts' listing rule, the plain card's too). */
export { savePercent } from '@storefront/shared-contracts';

export interface SimilarOfferOptions {
  /** Whether similar products may be offered in every department (a slot setting; true unless it says false). */
  allDepartments?: boolean;
}

/**
 * Similar products are offered only when the product's department is not
 * excluded (the fascia sells it: `includedDepartments`), its taxonomy is not
 * disabled, and all-departments is allowed (spec 2 §5).
 */
export function similarProductsOffered(product: Pick<Product, 'variants'>, fascia: Pick<FasciaSettings, 'includedDepartments'>, options: SimilarOfferOptions = {}): boolean {
  if (options.allDepartments === false) return false;
  const attributes = product.variants[0]?.attributes;
  if (!attributes) return false;
  if (!fascia.includedDepartments.includes(attributes.department)) return false;
  const taxonomy = attributes.categoryTaxonomy ?? '';
  return !SIMILAR_DISABLED_TAXONOMIES.some((disabled) => taxonomy === disabled || taxonomy.startsWith(`${disabled} > `));
}

// Visually similar (spec 2 §4, §5, §9).

/** A visually similar product in one colour, as the modal shows it. */
export interface SimilarEntry {
  item: VisuallySimilarItem;
  card: ProductCardData;
}

const sameColour = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The card of a product shown in the item's colour (its image, price and link follow the colour). */
export function cardInColour(card: ProductCardData, colour: string): ProductCardData {
  const variant = card.colourVariants.find((v) => sameColour(v.colour, colour));
  if (!variant) return card;
  const price = card.priceVariants.find((p) => sameColour(p.colour, colour) && !p.size);
  return {
    ...card,
    colour: variant.colour,
    ...(variant.imageResponsive ? { imagesResponsive: [variant.imageResponsive, ...card.imagesResponsive.filter((image) => image.desktop.url !== variant.imageResponsive!.desktop.url)] } : {}),
    ...(price ? { price: price.price, wasPrice: price.wasPrice, percentageSaving: price.percentageSaving } : {}),
  };
}

/** The items with a card (the search found the product), each card in the item's colour. */
export function similarEntries(items: readonly VisuallySimilarItem[], cards: readonly ProductCardData[]): SimilarEntry[] {
  const byKey = new Map(cards.map((card) => [card.productKey, card]));
  return items.flatMap((item) => {
    const card = byKey.get(item.item_group_id);
    return card ? [{ item, card: cardInColour(card, item.colour) }] : [];
  });
}

/** One entry per group and colour (any case), in order, at most VISUALLY_SIMILAR_MAX (spec 2 §5, §9). */
export function dedupeAndCap<T extends { item: VisuallySimilarItem }>(entries: readonly T[], max = VISUALLY_SIMILAR_MAX): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const entry of entries) {
    const id = `${entry.item.item_group_id}\u0000${entry.item.colour.trim().toLowerCase()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push(entry);
    if (kept.length === max) break;
  }
  return kept;
}

export interface CurrentProduct {
  key: string;
  /** The product's classification (New In, Sale, …); undefined when it has none. */
  classification: string | undefined;
  /** The size the shopper chose, if any. */
  size: string | null;
}

/** Whether an entry shares the current product's classification and, when a size is chosen, has it in stock in its colour. */
export function matchesCurrent(entry: SimilarEntry, current: CurrentProduct): boolean {
  if ((entry.card.classification ?? undefined) !== current.classification) return false;
  if (!current.size) return true;
  const variant = entry.card.colourVariants.find((v) => sameColour(v.colour, entry.item.colour));
  return Boolean(variant?.sizesInStock.includes(current.size));
}

export type SimilarSource = 'filtered' | 'all' | 'recommendations';

export interface SimilarChoice {
  source: SimilarSource;
  cards: ProductCardData[];
}

/**
 * What the modal shows (spec 2 §4's fallback order): the results filtered by
 * size and classification; when none are left, all results; when the search
 * gave none (failed, not JSON, empty), the recommendation engine's cards.
 * Results are deduped by group and colour and capped at 6; the current
 * product is never shown. Null: nothing to show (the block is hidden).
 */
export function chooseSimilar(entries: readonly SimilarEntry[], current: CurrentProduct, fallback: readonly ProductCardData[] = []): SimilarChoice | null {
  const others = entries.filter((entry) => entry.item.item_group_id !== current.key);
  const filtered = dedupeAndCap(others.filter((entry) => matchesCurrent(entry, current)));
  if (filtered.length > 0) return { source: 'filtered', cards: filtered.map((entry) => entry.card) };
  const all = dedupeAndCap(others);
  if (all.length > 0) return { source: 'all', cards: all.map((entry) => entry.card) };
  const recommended = fallback.filter((card) => card.productKey !== current.key).slice(0, VISUALLY_SIMILAR_MAX);
  return recommended.length > 0 ? { source: 'recommendations', cards: recommended } : null;
}
