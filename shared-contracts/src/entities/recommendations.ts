// The recommendation engine and the visually similar search (spec 2 §3, §4,
// §5, §7, §9): what GET /_api/recommendations and
// GET /_api/search/visuallySimilar take and answer, and the constants the
// product page's carousels and visually similar modal share with the api.
import type { RecommendationItem } from './widgets';

/**
 * The engine's recommendations: `similar` (same category, colour and price
 * band), `bought-together` (the rest of the look: other categories of the
 * department) and `sponsored` (products brands pay to show).
 */
export const RECOMMENDATION_IDS = ['similar', 'bought-together', 'sponsored'] as const;
export type RecommendationId = (typeof RECOMMENDATION_IDS)[number];

/** Items asked for (spec 2 §9). */
export const RECOMMENDATION_SIZE = 10;
/** The most items one request may ask for. */
export const RECOMMENDATION_MAX_SIZE = 50;
/** The carousels give up after this long: loading ends and the section stays hidden (spec 2 §8). */
export const RECOMMENDATION_TIMEOUT_MS = 2000;
/** The most products one request may name in `items`. */
export const RECOMMENDATION_MAX_ITEMS = 20;

/** An item lacking any of these is dropped (spec 2 §5). */
export const REQUIRED_RECOMMENDATION_FIELDS = ['product_id', 'title', 'brand', 'local_currency', 'price', 'image', 'url'] as const;

/**
 * One item as the engine answers it: the fields of RecommendationItem, any
 * of which may be missing (the engine's catalogue is not checked: the page
 * drops the incomplete ones), plus `active_{fascia}` flags.
 */
export type RawRecommendationItem = Partial<RecommendationItem> & { [flag: `active_${string}`]: boolean | undefined };

/** Query of GET /_api/recommendations. */
export interface RecommendationsQuery {
  recommendationId: RecommendationId;
  /**
   * The products the recommendations are for, with their weights (the
   * engine's item weights; 1 when not given): a product id to a weight
   * above 0, at most 100. `productId` is the short form for one product.
   */
  items?: Record<string, number>;
  productId?: string;
  /** 1..RECOMMENDATION_MAX_SIZE, RECOMMENDATION_SIZE when absent. */
  size?: number;
  /** Fill up to `size` with other products when too few relate (false when absent). */
  fillWithRandom?: boolean;
}

/** Answer of GET /_api/recommendations. */
export interface RecommendationsAnswer {
  recommendationId: RecommendationId;
  /** Best first; some deliberately lack a required field. */
  items: RawRecommendationItem[];
}

/** One visually similar product in one colour: `item_group_id` is its product key (spec 2 §3). */
export interface VisuallySimilarItem {
  item_group_id: string;
  colour: string;
}

/**
 * Answer of GET /_api/search/visuallySimilar (spec 2 §7): a list, or an
 * object holding it as `visualSimilar`. A body that is not JSON means the
 * search failed: the page falls back to the recommendation engine.
 */
export type VisuallySimilarAnswer = VisuallySimilarItem[] | { visualSimilar: VisuallySimilarItem[] };

/** Query of GET /_api/search/visuallySimilar. */
export interface VisuallySimilarQuery {
  /** The product key. */
  key: string;
  /** The colour shown; the product's first colour when absent or not one of its colours. */
  colour?: string;
  fascia?: string;
  locale?: string;
}

/** The most visually similar products shown (spec 2 §9). */
export const VISUALLY_SIMILAR_MAX = 6;

/** The items of either answer shape; none for anything else. */
export function visuallySimilarItems(answer: unknown): VisuallySimilarItem[] {
  const list = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null && Array.isArray((answer as { visualSimilar?: unknown }).visualSimilar)
      ? (answer as { visualSimilar: unknown[] }).visualSimilar
      : [];
  return list.filter(
    (item): item is VisuallySimilarItem =>
      typeof item === 'object' && item !== null &&
      typeof (item as VisuallySimilarItem).item_group_id === 'string' && typeof (item as VisuallySimilarItem).colour === 'string',
  );
}

/** sponsoredStatus of a product card in a sponsored list (ProductCardData.sponsoredStatus). */
export const SPONSORED_STATUS = 'sponsored';
