// Looking recently viewed products up in the search service (spec 1 §7,
// §9): by productKey list, locale en and the fascia's index, 10 per page.
import { searchIndexName, type FasciaSettings, type ProductCardData } from '@storefront/shared-contracts';
import { CARD_HIT_ATTRIBUTES, quoteFilterValue, toCardData } from '@storefront/shared-contracts';


export const RECENTLY_VIEWED_PAGE_SIZE = 10;
export const RECENTLY_VIEWED_DEBOUNCE_MS = 300;

export interface LookupRequest {
  indexName: string;
  query: string;
  filters: string;
  hitsPerPage: number;
  /** What the cards read, and no highlighting (none is shown). */
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  analyticsTags: string[];
}

/** The minimal client the lookup needs (algoliasearch's lite client fits it). */
export interface LookupClient {
  search(params: { requests: LookupRequest[] }): Promise<{ results: unknown[] }>;
}

export function productKeyFilter(keys: readonly string[]): string {
  return keys.map((key) => `productKey:${quoteFilterValue(key)}`).join(' OR ');
}

/** Throws "no search index available" for a fascia without an index. */
export function lookupRequest(fascia: FasciaSettings, keys: readonly string[]): LookupRequest {
  return {
    indexName: searchIndexName(fascia),
    query: '',
    filters: productKeyFilter(keys),
    hitsPerPage: RECENTLY_VIEWED_PAGE_SIZE,
    attributesToRetrieve: [...CARD_HIT_ATTRIBUTES],
    attributesToHighlight: [],
    // The index is already the fascia's; records carry no locale, so the
    // lookup's locale travels as an analytics tag.
    analyticsTags: ['recently-viewed', 'locale:en', `fascia:${fascia.key}`],
  };
}

/** Cards of the hits, in the order of the keys (newest first); unknown or broken hits left out. */
export function cardsInKeyOrder(hits: readonly unknown[], keys: readonly string[]): ProductCardData[] {
  const byKey = new Map<string, ProductCardData>();
  for (const hit of hits) {
    const card = toCardData(hit);
    if (card && !byKey.has(card.productKey)) byKey.set(card.productKey, card);
  }
  return keys.flatMap((key) => {
    const card = byKey.get(key);
    return card ? [card] : [];
  });
}

export async function lookUpRecentlyViewed(client: LookupClient, fascia: FasciaSettings, keys: readonly string[]): Promise<ProductCardData[]> {
  const wanted = keys.slice(0, RECENTLY_VIEWED_PAGE_SIZE);
  if (wanted.length === 0) return [];
  const { results } = await client.search({ requests: [lookupRequest(fascia, wanted)] });
  const first = results[0] as { hits?: unknown } | undefined;
  return cardsInKeyOrder(Array.isArray(first?.hits) ? first.hits : [], wanted);
}
