// The products of a product block (spec 3 §7): the section's query (skus,
// search term, brand, category) as one search of 10, through lookup.ts's
// request (the same filters as the shoppable lookup: productKey / brand /
// categorySlugs, locale en, the fascia's index). With skus, the cards follow
// the editor's order.
import { toCardData, type FasciaSettings, type ProductCardData } from '@storefront/shared-contracts';
import { PRODUCT_PAGE_SIZE, productSearchRequest, type ProductQuery, type ProductSearchClient } from './lookup';
import { parseProductSku, productMatchesSku } from './sku';

/** The query of a section or tab: only what it sets, trimmed. */
export function productQueryOf(source: ProductQuery): ProductQuery {
  const query: { -readonly [K in keyof ProductQuery]: ProductQuery[K] } = {};
  const skus = (source.skus ?? []).map((sku) => sku.trim()).filter(Boolean);
  if (skus.length > 0) query.skus = skus;
  if (source.searchTerm?.trim()) query.searchTerm = source.searchTerm.trim();
  if (source.brand?.trim()) query.brand = source.brand.trim();
  if (source.productCategory?.trim()) query.productCategory = source.productCategory.trim();
  return query;
}

/** The SWR key of a query: the same query on a page is searched once. */
export function productsKey(fascia: Pick<FasciaSettings, 'key'>, source: ProductQuery): readonly [string, string, string] {
  return ['content/products', fascia.key, JSON.stringify(productQueryOf(source))];
}

/** Cards in the editor's sku order, where skus were given; else in the search's order. */
export function orderBySkus(cards: readonly ProductCardData[], skus: readonly string[] | undefined): ProductCardData[] {
  if (!skus || skus.length === 0) return [...cards];
  const ordered: ProductCardData[] = [];
  for (const written of skus) {
    const sku = parseProductSku(written).sku;
    const card = cards.find((c) => productMatchesSku(c, sku) && !ordered.includes(c));
    if (card) ordered.push(card);
  }
  return [...ordered, ...cards.filter((c) => !ordered.includes(c))];
}

export async function searchProducts(client: ProductSearchClient, fascia: FasciaSettings, source: ProductQuery): Promise<ProductCardData[]> {
  const query = productQueryOf(source);
  const { results } = await client.search({ requests: [productSearchRequest(fascia, query, PRODUCT_PAGE_SIZE, 'content-products')] });
  const first = results[0] as { hits?: unknown } | undefined;
  const cards = (Array.isArray(first?.hits) ? first.hits : []).flatMap((hit) => {
    const card = toCardData(hit);
    return card ? [card] : [];
  });
  return orderBySkus(cards, query.skus).slice(0, PRODUCT_PAGE_SIZE);
}
