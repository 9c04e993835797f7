// Route builders (spec 1 §2, spec 2 §2, spec 3 §2).
import type { WishlistItem } from '../entities/widgets';

export interface ProductLinkInput {
  slug: string;
  isPremier?: boolean;
  colour?: string | null;
  /** The sizes chosen; `size` is added only when exactly one is chosen. */
  sizes?: readonly string[];
  /** A recommendation-supplied URL overrides the product link. */
  recommendedUrl?: string | null;
}

export function productUrl(input: ProductLinkInput): string {
  if (input.recommendedUrl) return input.recommendedUrl;
  const slug = encodeURIComponent(input.slug);
  if (input.isPremier) return `/premier/${slug}`;
  const params = new URLSearchParams();
  if (input.colour) params.set('colour', input.colour);
  if (input.sizes && input.sizes.length === 1 && input.sizes[0]) params.set('size', input.sizes[0]);
  const query = params.toString();
  return `/product/${slug}${query ? `?${query}` : ''}`;
}

export const routes = {
  basket: () => '/basket',
  /** Review your order: lines and totals, read only (payment is not part of this storefront). */
  checkout: () => '/checkout',
  wishlist: () => '/wishlist',
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search'),
  category: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  brandCategory: (slug: string, brand: string) =>
    `/categories/${encodeURIComponent(slug)}/facet/collection/${brand.replace(/-/g, '%20')}`,
  page: (path: string) => `/pages/${path.replace(/^\/+/, '')}`,
  sizeGuide: (brandOrCollectionSlug: string) =>
    `/pages/brands/${encodeURIComponent(brandOrCollectionSlug)}/informational/size-guide`,
  returns: () => '/pages/informational/returns',
  /** registrationPath only when signing up is how a guest saves to the wishlist (spec 2 §1). */
  signUp: (redirect?: string, registrationPath?: 'wishlist') => {
    const query = new URLSearchParams({ ...(redirect ? { redirect } : {}), ...(registrationPath ? { registrationPath } : {}) }).toString();
    return query ? `/sign-up?${query}` : '/sign-up';
  },
  /** The address, when there is one, fills the page's field. */
  resetPassword: (email?: string) => (email ? `/reset-password?${new URLSearchParams({ email }).toString()}` : '/reset-password'),
  /** With the item a guest was saving (spec 2 §4), so the link can save it: `wishlistItemQuery`. */
  signInLink: (email?: string, source: 'wishlist' | null = 'wishlist', item?: WishlistItem | null) =>
    `/sign-in-link?${new URLSearchParams({ ...(email ? { email } : {}), ...(source ? { source } : {}), ...(source && item ? wishlistItemQuery(item) : {}) }).toString()}`.replace(/\?$/, ''),
  login: () => '/login',
  brandRoom: () => '/pages/brand-room',
};

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
