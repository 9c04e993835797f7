// What the wishlist button says when a save or removal fails (spec 2 §8 on
// the product page; spec 3 §8 on cards, where a failure is only logged).

/** A server message containing this is replaced by pdp.wishlist.reachedLimit. */
export const WISHLIST_LIMIT_MESSAGE = 'Wishlist limit reached';

export type WishlistMessage =
  | { key: 'pdp.wishlist.reachedLimit' | 'pdp.wishlist.errorAdding' | 'pdp.wishlist.errorRemoving' }
  | { text: string };

/**
 * Where a failed save or removal is told: 'shown' beside the button (the
 * product page, spec 2 §8), or 'logged' to the console only (cards, spec 3
 * §8). The full wishlist is told everywhere: the shopper can act on it.
 */
export type WishlistFailureReporting = 'shown' | 'logged';

/** The message to show, or null when the failure is only logged. */
export function wishlistFailureMessage(action: 'add' | 'remove', serverMessage: string | null, reporting: WishlistFailureReporting = 'shown'): WishlistMessage | null {
  if (serverMessage?.includes(WISHLIST_LIMIT_MESSAGE)) return { key: 'pdp.wishlist.reachedLimit' };
  if (reporting === 'logged') return null;
  if (serverMessage && serverMessage.trim() !== '') return { text: serverMessage };
  return { key: action === 'add' ? 'pdp.wishlist.errorAdding' : 'pdp.wishlist.errorRemoving' };
}

/** Both name the same product colour (a wishlist entry is per product and colour). */
export function sameProductColour(a: { productKey: string; colourSelected: string }, b: { productKey: string; colourSelected: string }): boolean {
  return a.productKey === b.productKey && a.colourSelected === b.colourSelected;
}
