// What the other domains may use of the wishlist domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): its service, which the account domain is given
// (a sign-in saves the guest's item), the item's schema and the list's limit.
export { WISHLIST_LIMIT, WISHLIST_LIMIT_MESSAGE, wishlistAddSchema } from './rules';
export type { WishlistService } from './wishlistService';
