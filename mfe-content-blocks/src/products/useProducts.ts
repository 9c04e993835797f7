// A product block's products with SWR (a page singleton: blocks and tabs with
// the same query share one search), through the content remote's search
// client (shared-contracts/search-client). A failed search is logged.
import useSWR from 'swr';
import type { FasciaSettings, ProductCardData } from '@storefront/shared-contracts';
import type { ProductQuery } from './lookup';
import { productsKey, searchProducts } from './productQuery';
import { contentSearchClient } from './searchClient';

export type ProductsState = { status: 'loading' } | { status: 'failed' } | { status: 'done'; products: ProductCardData[] };

export function useProducts(fascia: FasciaSettings, query: ProductQuery): ProductsState {
  const { data, error } = useSWR<ProductCardData[]>(productsKey(fascia, query), () => searchProducts(contentSearchClient(fascia), fascia, query), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (e: unknown) => console.error(`[contentBlocks/products] product search failed: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (error) return { status: 'failed' };
  if (!data) return { status: 'loading' };
  return { status: 'done', products: data };
}
