// The calls of the carousels and the visually similar finder (spec 2 §7)
// through apiPaths: the recommendation engine (10 items, given up after 2 s:
// the request is aborted), the visually similar search (uncached; a body that
// is not JSON is a failure) and the product search by productKey (the fascia's
// index, locale en, 40 results) that turns its items into cards.
import {
  apiPaths,
  CARD_HIT_ATTRIBUTES,
  isRecord,
  quoteFilterValue,
  RECOMMENDATION_SIZE,
  RECOMMENDATION_TIMEOUT_MS,
  searchIndexName,
  toCardData,
  visuallySimilarItems,
  type FasciaSettings,
  type ProductCardData,
  type RecommendationId,
  type VisuallySimilarItem,
} from '@storefront/shared-contracts';
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';
import { recommendationCards, RECOMMENDATION_TIMEOUT_MESSAGE } from './rules';

/**
 * A JSON GET, body included, aborted after `timeoutMs` with the error
 * 'recommendation timeout' (spec 2 §8; code TIMEOUT).
 */
async function getJsonWithin(path: string, timeoutMs: number): Promise<unknown> {
  try {
    return (await requestJson(path, { timeoutMs })).body;
  } catch (error) {
    if (error instanceof HttpRequestError && error.code === 'TIMEOUT') throw new HttpRequestError({ status: null, code: 'TIMEOUT', message: RECOMMENDATION_TIMEOUT_MESSAGE });
    throw error;
  }
}

/**
 * The cards of one recommendation for a product: 10 items asked for, filled
 * up with random products when too few relate, incomplete items dropped.
 * The whole call, body included, must end within 2 s.
 */
export async function fetchRecommendationCards(recommendationId: RecommendationId, productId: string, timeoutMs = RECOMMENDATION_TIMEOUT_MS): Promise<ProductCardData[]> {
  const path = apiPaths.recommendations({ recommendationId, productId, size: RECOMMENDATION_SIZE, fillWithRandom: true });
  const body = await getJsonWithin(path, timeoutMs);
  return recommendationCards(body, { sponsored: recommendationId === 'sponsored', max: RECOMMENDATION_SIZE });
}

/**
 * The visually similar items of a product in a colour. Throws when the search
 * failed: an error status, a body that is not JSON, or neither answer shape.
 */
export async function fetchVisuallySimilar(fascia: FasciaSettings, key: string, colour: string): Promise<VisuallySimilarItem[]> {
  const path = apiPaths.visuallySimilar({ key, colour, fascia: fascia.key, locale: fascia.locale });
  const { body, status } = await requestJson(path, { cache: 'no-store' });
  const shaped = Array.isArray(body) || (isRecord(body) && Array.isArray(body.visualSimilar));
  if (!shaped) throw new HttpRequestError({ status, code: 'MALFORMED', message: `${path} answered neither a list nor { visualSimilar }` });
  return visuallySimilarItems(body);
}

/** Products asked of the search service by productKey (spec 2 §7). */
export const PRODUCT_LOOKUP_SIZE = 40;

/** The search service's base URL: the fascia's first host, else the page's own origin (where the shell serves it). */
function searchBase(fascia: FasciaSettings): string {
  const host = fascia.search.hosts?.[0];
  return host ? `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}` : '';
}

/** The cards of the products with these keys (all their colours), unknown or broken hits left out. */
export async function lookUpProducts(fascia: FasciaSettings, keys: readonly string[]): Promise<ProductCardData[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const indexName = searchIndexName(fascia);
  const response = await fetch(`${searchBase(fascia)}/1/indexes/${encodeURIComponent(indexName)}/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': fascia.search.appId,
      'x-algolia-api-key': fascia.search.apiKey,
    },
    body: JSON.stringify({
      query: '',
      filters: unique.map((key) => `productKey:${quoteFilterValue(key)}`).join(' OR '),
      hitsPerPage: PRODUCT_LOOKUP_SIZE,
      attributesToRetrieve: [...CARD_HIT_ATTRIBUTES],
      attributesToHighlight: [],
      // Records carry no locale: the lookup's locale travels as a tag.
      analyticsTags: ['visually-similar', 'locale:en', `fascia:${fascia.key}`],
    }),
  });
  if (!response.ok) throw new HttpRequestError({ status: response.status, code: null, message: `product search answered ${response.status}` });
  const body = (await response.json()) as { hits?: unknown };
  const hits = Array.isArray(body?.hits) ? body.hits : [];
  return hits.flatMap((hit) => {
    const card = toCardData(hit);
    return card ? [card] : [];
  });
}
