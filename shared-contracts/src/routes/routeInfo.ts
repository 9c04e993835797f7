// The page a shopper is on, as the shell's router names it: every parcel, and
// the listing scope read from it, is given this (docs/architecture.md, "How a page is composed").
export interface RouteInfo {
  name: 'home' | 'product' | 'premier' | 'search' | 'category' | 'content' | 'basket' | 'checkout' | 'wishlist' | 'signUp' | 'resetPassword' | 'signInLink' | 'notFound';
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}
