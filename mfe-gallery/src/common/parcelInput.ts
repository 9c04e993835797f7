// Parcel props come from another deployable (the shell): check the parts we
// rely on instead of trusting the types, so a bad page renders nothing
// rather than crashing the slot.
import type { Product, ProductParcelProps, RouteInfo } from '@storefront/shared-contracts';

export function productOf(props: Partial<ProductParcelProps> | null | undefined): Product | null {
  const product = props?.page?.product;
  return product && typeof product === 'object' && typeof product.id === 'string' && Array.isArray(product.variants) ? product : null;
}

export function routeOf(props: Partial<ProductParcelProps> | null | undefined): RouteInfo {
  const route = props?.route;
  return route && typeof route.query === 'object' && route.query !== null
    ? route
    : { name: 'product', path: '', params: {}, query: {} };
}

/** A string slot setting, if set. */
export function slotSetting(props: Partial<ProductParcelProps> | null | undefined, name: string): string | null {
  const value = props?.slot?.settings?.[name];
  return typeof value === 'string' ? value : null;
}
