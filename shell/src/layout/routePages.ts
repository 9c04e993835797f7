// The product page's layout and the listing's server-drawn first results are
// most of the shell's own code, and each is needed on its routes only; so are
// the content pages' first section, the bag's drawing, the account pages and
// the staff's release page (whose charts are a chunk of their own again): they are chunks of
// their own (named, so the server can ask for the route's chunk
// beside the entry scripts), loaded before the page hydrates. The server
// renders with all of them.
import type { ComponentType } from 'react';
import type { BootData } from '../boot';

type RouteComponent = ComponentType<{ boot: BootData }>;

/** The route layouts the document may need; absent: not this route's. */
export interface RoutePages {
  product?: RouteComponent;
  listing?: RouteComponent;
  content?: RouteComponent;
  basket?: RouteComponent;
  checkout?: RouteComponent;
  signUp?: RouteComponent;
  resetPassword?: RouteComponent;
  signInLink?: RouteComponent;
  releases?: RouteComponent;
}

/** The chunk each route needs (EntryAssetsPlugin lists their files in assets.json). */
export function routeChunk(route: string): string | null {
  if (route === 'product' || route === 'premier') return 'route-product';
  if (route === 'search' || route === 'category') return 'route-listing';
  if (route === 'home' || route === 'content') return 'route-content';
  if (route === 'basket' || route === 'checkout') return 'route-bag';
  if (route === 'signUp' || route === 'resetPassword' || route === 'signInLink') return 'route-account';
  if (route === 'releases') return 'route-releases';
  return null;
}

/** The layouts of this route, loaded. */
export async function loadRoutePages(route: string): Promise<RoutePages> {
  switch (routeChunk(route)) {
    case 'route-product':
      return { product: (await import(/* webpackChunkName: "route-product" */ './ProductPage')).ProductPage };
    case 'route-listing':
      return { listing: (await import(/* webpackChunkName: "route-listing" */ '../listing/ListingRoute')).ListingRoute };
    case 'route-content':
      return { content: (await import(/* webpackChunkName: "route-content" */ '../content/ContentRoute')).ContentRoute };
    case 'route-bag': {
      const { BasketRoute, CheckoutRoute } = await import(/* webpackChunkName: "route-bag" */ '../basket/BagRoute');
      return { basket: BasketRoute, checkout: CheckoutRoute };
    }
    case 'route-account': {
      const { SignUpPage, ResetPasswordPage, SignInLinkPage } = await import(/* webpackChunkName: "route-account" */ '../account/AccountPages');
      return { signUp: SignUpPage, resetPassword: ResetPasswordPage, signInLink: SignInLinkPage };
    }
    case 'route-releases':
      return { releases: (await import(/* webpackChunkName: "route-releases" */ '../releases/ReleasesPage')).ReleasesPage };
    default:
      return {};
  }
}
