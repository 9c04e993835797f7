// The shoppable products of a block, with SWR (a page singleton: blocks that
// show the same skus share one lookup), keyed by fascia and skus. Only the
// shoppable lookup chunk (kit/shoppable/ShoppableProducts) uses it, so it
// and the search client come with the shopper's first intent on a point.
import { useMemo } from 'react';
import useSWR from 'swr';
import type { FasciaSettings, ProductCardData } from '@storefront/shared-contracts';
import { lookUpShoppableProducts, type ShoppableProducts } from './lookup';
import { contentSearchClient } from './searchClient';
import { parseProductSku } from './sku';

export type ShoppableLookupState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; productOf: (productSku: string) => ProductCardData | null };

/** The SWR key: the fascia and the distinct skus (colours do not change what is found). */
export function shoppableKey(fascia: Pick<FasciaSettings, 'key'>, productSkus: readonly string[]): readonly [string, string, ...string[]] | null {
  const skus = [...new Set(productSkus.map((written) => parseProductSku(written).sku).filter(Boolean))].sort();
  return skus.length > 0 ? ['content/shoppable-products', fascia.key, ...skus] : null;
}

const NOTHING_TO_FIND: ShoppableLookupState = { status: 'done', productOf: () => null };

/** The state is the same object until the lookup's answer changes, so it can be handed on in an effect. */
export function useShoppableProducts(fascia: FasciaSettings, productSkus: readonly string[]): ShoppableLookupState {
  const key = shoppableKey(fascia, productSkus);
  const { data, error } = useSWR<ShoppableProducts>(
    key,
    ([, , ...skus]: readonly string[]) => lookUpShoppableProducts(contentSearchClient(fascia), fascia, skus),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, onError: (e: unknown) => console.error(`[contentBlocks/shoppable] product lookup failed: ${e instanceof Error ? e.message : String(e)}`) },
  );
  // SWR's data is a new object for other skus, so these three say when the answer changed.
  const nothingToFind = key === null;
  const failed = Boolean(error);
  return useMemo<ShoppableLookupState>(() => {
    if (nothingToFind) return NOTHING_TO_FIND;
    if (failed) return { status: 'failed' };
    if (!data) return { status: 'loading' };
    return { status: 'done', productOf: (productSku) => data[parseProductSku(productSku).sku] ?? null };
  }, [nothingToFind, failed, data]);
}
