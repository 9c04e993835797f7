// Route builders (spec 1 §2, spec 2 §2, spec 3 §2).

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
  signInLink: (email?: string, source: 'wishlist' | null = 'wishlist') =>
    `/sign-in-link?${new URLSearchParams({ ...(email ? { email } : {}), ...(source ? { source } : {}) }).toString()}`.replace(/\?$/, ''),
  login: () => '/login',
  brandRoom: () => '/pages/brand-room',
};
