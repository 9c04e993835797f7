// The wishlist heart of a shoppable product (spec 3 §4, §6, §7, §8): signed-in
// shoppers only; optimistic, reverted when the server answers success false
// or cannot be reached, the failure only logged. The saved state is read with
// the same SWR key as mfe-basket's heart (apiPaths.wishlistSavedItem), so the
// page asks once per product colour; it is read only once the heart is shown.
import { useLayoutEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiPaths, emit, type ProductCardData, type WishlistItem } from '@storefront/shared-contracts';
import { colourVariantOf } from '@storefront/shared-contracts';
import { usePressAfterRead } from '@storefront/shared-contracts/wishlist/press-after-read';

export type WishlistAction = 'add' | 'remove';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The item a shoppable product saves: the product colour, its colour's variant sku, no size chosen. */
export function wishlistItemOf(product: ProductCardData, colour: string): WishlistItem | null {
  const lineItemSku = colourVariantOf(product, colour)?.sku || product.colourVariants[0]?.sku || product.singleVariantSku || '';
  if (!product.productKey || !colour || !lineItemSku) return null;
  return { productKey: product.productKey, colourSelected: colour, lineItemSku, sizeSelected: false };
}

/** POST /_api/wishlist/add or /remove with the item as JSON; true only for a 2xx with success true. */
export async function postWishlist(action: WishlistAction, item: WishlistItem): Promise<boolean> {
  try {
    const response = await fetch(action === 'add' ? apiPaths.wishlistAdd() : apiPaths.wishlistRemove(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ lineItemSku: item.lineItemSku, productKey: item.productKey, colourSelected: item.colourSelected, sizeSelected: item.sizeSelected }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isRecord(body) && body.success === true) return true;
    console.error(`[contentBlocks/shoppable] wishlist ${action} failed (${response.status})${isRecord(body) && typeof body.error === 'string' ? `: ${body.error}` : ''}`);
    return false;
  } catch (error) {
    console.error(`[contentBlocks/shoppable] wishlist ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The saved item of one product colour, or null; a failed read counts as not saved. */
async function fetchSavedItem(url: string): Promise<WishlistItem | null> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`wishlist saved item could not be read (${response.status})`);
  const body: unknown = await response.json();
  return isRecord(body) && isRecord(body.wishlistItem) ? (body.wishlistItem as unknown as WishlistItem) : null;
}

export function useWishlistToggle(item: WishlistItem | null) {
  const key = item ? apiPaths.wishlistSavedItem(item.productKey, item.colourSelected) : null;
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
    if (ok) {
      await mutate(action === 'add' ? item : null, { revalidate: false });
      emit('wishlist:changed', { productKey: item.productKey, colourSelected: item.colourSelected, saved: action === 'add' });
    }
    // Success: the cache holds the new state. Failure: back to what it was.
    setOptimistic(null);
    inFlight.current = false;
  };

  return { saved, waiting, toggle };
}
