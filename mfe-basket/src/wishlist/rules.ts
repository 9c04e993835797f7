// What the wishlist button says when a save or removal fails (spec 2 §8).

/** A server message containing this is replaced by pdp.wishlist.reachedLimit. */
export const WISHLIST_LIMIT_MESSAGE = 'Wishlist limit reached';

export type WishlistMessage =
  | { key: 'pdp.wishlist.reachedLimit' | 'pdp.wishlist.errorAdding' | 'pdp.wishlist.errorRemoving' }
  | { text: string };

export function wishlistFailureMessage(action: 'add' | 'remove', serverMessage: string | null): WishlistMessage {
  if (serverMessage?.includes(WISHLIST_LIMIT_MESSAGE)) return { key: 'pdp.wishlist.reachedLimit' };
  if (serverMessage && serverMessage.trim() !== '') return { text: serverMessage };
  return { key: action === 'add' ? 'pdp.wishlist.errorAdding' : 'pdp.wishlist.errorRemoving' };
}

/** Both name the same product colour (a wishlist entry is per product and colour). */
export function sameProductColour(a: { productKey: string; colourSelected: string }, b: { productKey: string; colourSelected: string }): boolean {
  return a.productKey === b.productKey && a.colourSelected === b.colourSelected;
}
