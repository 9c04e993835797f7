// The wishlist carousel's products (spec 3 §1 wishlist carousel, §7): the
// saved items' cards, newest first, leaving out what the fascia no longer
// sells, at most WISHLIST_CAROUSEL_LIMIT.
import type { ProductCardData, WishlistEntry } from '@storefront/shared-contracts';

export const WISHLIST_CAROUSEL_LIMIT = 20;

/** Answer of GET /_api/search/wishlistProductSearch. */
export interface WishlistProductSearchAnswer {
  products: ProductCardData[];
}

/** The cards of saved items, in the entries' order (newest first), at most `limit`. */
export function wishlistCards(entries: readonly Pick<WishlistEntry, 'card'>[], limit = WISHLIST_CAROUSEL_LIMIT): ProductCardData[] {
  const cards: ProductCardData[] = [];
  for (const { card } of entries) {
    if (cards.length >= limit) break;
    if (card) cards.push(card);
  }
  return cards;
}
