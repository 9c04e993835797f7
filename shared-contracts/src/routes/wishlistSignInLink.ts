// The sign-in link page with the wishlist item a guest chose (spec 2 §4), so
// the mailed link can save it. A module of its own, beside `routes`: only the
// shell links there with an item, and the remotes' chunks are split by size.
import type { WishlistItem } from '../entities/widgets';
import { routes } from './routes';

/** The sign-in link page for a guest saving to the wishlist, with the item they chose. */
export function wishlistSignInLink(email: string, item?: WishlistItem | null): string {
  const page = routes.signInLink(email, 'wishlist');
  return item ? `${page}&${new URLSearchParams(wishlistItemQuery(item)).toString()}` : page;
}

/** A wishlist item as address parameters, by the wishlist add's field names. */
export function wishlistItemQuery(item: WishlistItem): Record<keyof WishlistItem, string> {
  return { productKey: item.productKey, colourSelected: item.colourSelected, lineItemSku: item.lineItemSku, sizeSelected: String(item.sizeSelected) };
}

/** The item `wishlistItemQuery` put in an address; null when any field is missing or malformed (the api checks the rest). */
export function wishlistItemFromQuery(query: Readonly<Record<string, string | undefined>>): WishlistItem | null {
  const { productKey, colourSelected, lineItemSku, sizeSelected } = query;
  if (!productKey || !colourSelected || !lineItemSku || (sizeSelected !== 'true' && sizeSelected !== 'false')) return null;
  return { productKey, colourSelected, lineItemSku, sizeSelected: sizeSelected === 'true' };
}
