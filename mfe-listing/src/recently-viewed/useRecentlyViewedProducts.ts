import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { FasciaSettings, ProductCardData } from '@storefront/shared-contracts';
import { lookUpRecentlyViewed, RECENTLY_VIEWED_DEBOUNCE_MS, type LookupClient } from './lookup';

const SEPARATOR = '\u0000';

function useDebounced<T>(value: T, delayMs: number): T | undefined {
  const [debounced, setDebounced] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface RecentlyViewedProducts {
  /** undefined while loading. */
  products: ProductCardData[] | undefined;
  failed: boolean;
}

/** The cards of the keys, looked up 300 ms after the keys last changed. */
export function useRecentlyViewedProducts(keys: readonly string[], fascia: FasciaSettings, client: LookupClient): RecentlyViewedProducts {
  const joined = useDebounced(keys.join(SEPARATOR), RECENTLY_VIEWED_DEBOUNCE_MS);
  const index = fascia.search.sourceIndex;
  const swrKey = index && joined ? ['listing:recently-viewed', index, joined] : null;
  const { data, error } = useSWR(swrKey, () => lookUpRecentlyViewed(client, fascia, (joined ?? '').split(SEPARATOR)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    // A failed lookup only hides the carousel; it is worth a line in the console.
    if (error) console.error(`[listing/RecentlyViewed] lookup failed: ${error instanceof Error ? error.message : String(error)}`);
  }, [error]);
  if (!index || keys.length === 0) return { products: [], failed: false };
  return { products: error ? [] : data, failed: Boolean(error) };
}
