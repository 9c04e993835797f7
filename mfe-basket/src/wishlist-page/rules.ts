// Pure rules of the wishlist page.
import type { WishlistEntry, WishlistSize } from '@storefront/shared-contracts';

/** Spec 1 §9: on the wishlist a dropdown is used above one size. */
export const needsSizeChoice = (entry: Pick<WishlistEntry, 'sizes'>): boolean => entry.sizes.length > 1;

/**
 * The size an entry starts with: the only size there is, else the saved one
 * when the shopper chose a size when saving (and it is still in stock).
 */
export function initialSize(entry: Pick<WishlistEntry, 'sizes' | 'lineItemSku' | 'sizeSelected'>): WishlistSize | null {
  if (entry.sizes.length === 1) return entry.sizes[0]!;
  if (!entry.sizeSelected) return null;
  const saved = entry.sizes.find((size) => size.sku === entry.lineItemSku);
  return saved && saved.isOnStock ? saved : null;
}

/** The wishlist holds no more: saving elsewhere would be refused. */
export const isFull = (count: number, limit: number): boolean => count >= limit;
