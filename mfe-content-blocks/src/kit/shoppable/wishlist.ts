// The wishlist heart of a shoppable product (spec 3 §4, §6, §7, §8): signed-in
// shoppers only; optimistic, reverted when the server answers success false
// or cannot be reached, the failure only logged. The calls are the shared
// wishlist client's (@storefront/shared-contracts/wishlist/client): the saved
// state is read with the same SWR key and the same checks as mfe-basket's
// heart, so the page asks once per product colour; it is read only once the
// heart is shown.
import { useLayoutEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { colourVariantOf, type ProductCardData, type WishlistItem } from '@storefront/shared-contracts';
import { fetchSavedItem, saveWishlistItem, savedItemKey, type WishlistAction } from '@storefront/shared-contracts/wishlist/client';
import { usePressAfterRead } from '@storefront/shared-contracts/wishlist/press-after-read';

/** The item a shoppable product saves: the product colour, its colour's variant sku, no size chosen. */
export function wishlistItemOf(product: ProductCardData, colour: string): WishlistItem | null {
  const lineItemSku = colourVariantOf(product, colour)?.sku || product.colourVariants[0]?.sku || product.singleVariantSku || '';
  if (!product.productKey || !colour || !lineItemSku) return null;
  return { productKey: product.productKey, colourSelected: colour, lineItemSku, sizeSelected: false };
}

/** Saves or forgets the item through the one wishlist client (which emits wishlist:changed); true only when the server accepted it. */
export async function postWishlist(action: WishlistAction, item: WishlistItem): Promise<boolean> {
  const result = await saveWishlistItem(action, item);
  if (!result.success) {
    console.error(`[contentBlocks/shoppable] wishlist ${action} failed${result.status === null ? '' : ` (${result.status})`}${result.code ? `: ${result.code}` : ''}`);
  }
  return result.success;
}

export function useWishlistToggle(item: WishlistItem | null) {
  const key = item ? savedItemKey(item.productKey, item.colourSelected) : null;
  const { data: savedItem, isLoading, mutate } = useSWR<WishlistItem | null>(key, fetchSavedItem, { revalidateOnFocus: false, shouldRetryOnError: false });
  // A press before the read answers waits for it (a failed read counts as not saved).
  const { waiting, afterRead } = usePressAfterRead(!isLoading);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inFlight = useRef(false);
  const saved = optimistic ?? Boolean(savedItem);
  const savedNow = useRef(saved);
  useLayoutEffect(() => {
    savedNow.current = saved;
  });

  const toggle = async () => {
    if (!item || inFlight.current || !(await afterRead()) || inFlight.current) return;
    const action: WishlistAction = savedNow.current ? 'remove' : 'add';
    inFlight.current = true;
    setOptimistic(action === 'add');
    const ok = await postWishlist(action, item);
    if (ok) await mutate(action === 'add' ? item : null, { revalidate: false });
    // Success: the cache holds the new state. Failure: back to what it was.
    setOptimistic(null);
    inFlight.current = false;
  };

  return { saved, waiting, toggle };
}
