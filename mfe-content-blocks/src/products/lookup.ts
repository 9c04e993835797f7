// Products for content blocks, looked up in the search service (spec 3 §7):
// query text, offset 0, 10 a page (15 for a shoppable lookup), filters
// productKey / brand / categorySlugs, locale en, the fascia's index. Hits
// become card data through shared-contracts' toCardData, the same rule the
// listing and its recently viewed lookup use.
import {
  CARD_HIT_ATTRIBUTES,
  quoteFilterValue,
  searchIndexName,
  toCardData,
  type FasciaSettings,
  type ProductCardData,
} from '@storefront/shared-contracts';
import { parseProductSku, productMatchesSku, skuMatch } from './sku';

export const PRODUCT_PAGE_SIZE = 10;
export const SHOPPABLE_PAGE_SIZE = 15;

export interface ProductSearchRequest {
  indexName: string;
  query: string;
  filters?: string;
  page: number;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  analyticsTags: string[];
}

/** The minimal client the lookups need (algoliasearch's lite client fits it). */
export interface ProductSearchClient {
  search(params: { requests: ProductSearchRequest[] }): Promise<{ results: unknown[] }>;
}

/** What a product block asks for (the section's productQuery). */
export interface ProductQuery {
  skus?: readonly string[];
  searchTerm?: string;
  brand?: string;
  productCategory?: string;
}

/** The skus as a filter: product keys (the part before a hyphen), P skus by their capitalised id. */
export function skuFilter(skus: readonly string[]): string | undefined {
  const parts = new Set<string>();
  for (const written of skus) {
    const match = skuMatch(parseProductSku(written).sku);
    if (!match.value) continue;
    if (match.by === 'id') parts.add(`objectID:${quoteFilterValue(match.value)}`);
    // A P sku may also be the product's key (the catalogue's identifier); the
    // service compares facet values without regard to case.
    parts.add(`productKey:${quoteFilterValue(match.value)}`);
  }
  if (parts.size === 0) return undefined;
  const list = [...parts].join(' OR ');
  return parts.size > 1 ? `(${list})` : list;
}

export function productFilters(query: ProductQuery): string | undefined {
  const parts: string[] = [];
  const skus = query.skus && query.skus.length > 0 ? skuFilter(query.skus) : undefined;
  if (skus) parts.push(skus);
  if (query.brand?.trim()) parts.push(`brand:${quoteFilterValue(query.brand.trim())}`);
  if (query.productCategory?.trim()) parts.push(`categorySlugs:${quoteFilterValue(query.productCategory.trim())}`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}

/**
 * One search request. Throws "no search index available" for a fascia without
 * an index. Skus go in the filters, not the query text: the service searches
 * names, brands and categories, never skus, and ANDs the query's words, so
 * skus as text would find nothing.
 */
export function productSearchRequest(fascia: FasciaSettings, query: ProductQuery, hitsPerPage = PRODUCT_PAGE_SIZE, tag = 'content'): ProductSearchRequest {
  const filters = productFilters(query);
  return {
    indexName: searchIndexName(fascia),
    query: query.searchTerm?.trim() ?? '',
    ...(filters ? { filters } : {}),
    page: 0,
    hitsPerPage,
    attributesToRetrieve: [...CARD_HIT_ATTRIBUTES],
    attributesToHighlight: [],
    // Records carry no locale: the lookup's locale travels as an analytics tag.
    analyticsTags: [tag, 'locale:en', `fascia:${fascia.key}`],
  };
}

async function hitsOf(client: ProductSearchClient, request: ProductSearchRequest): Promise<ProductCardData[]> {
  const { results } = await client.search({ requests: [request] });
  const first = results[0] as { hits?: unknown } | undefined;
  const hits = Array.isArray(first?.hits) ? first.hits : [];
  return hits.flatMap((hit) => {
    const card = toCardData(hit);
    return card ? [card] : [];
  });
}

/** Each written sku (`sku#colour`) → its product, or null when the search has none (spec 3 §5). */
export type ShoppableProducts = Record<string, ProductCardData | null>;

export async function lookUpShoppableProducts(client: ProductSearchClient, fascia: FasciaSettings, productSkus: readonly string[]): Promise<ShoppableProducts> {
  const skus = [...new Set(productSkus.map((written) => parseProductSku(written).sku).filter(Boolean))].slice(0, SHOPPABLE_PAGE_SIZE);
  const found: ShoppableProducts = {};
  if (skus.length === 0) return found;
  const cards = await hitsOf(client, productSearchRequest(fascia, { skus }, SHOPPABLE_PAGE_SIZE, 'shoppable'));
  for (const sku of skus) found[sku] = cards.find((card) => productMatchesSku(card, sku)) ?? null;
  return found;
}
