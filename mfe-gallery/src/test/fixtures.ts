// Parcel props for this package's tests; the products come from shared-contracts.
import { FASCIAS, type FasciaSettings, type Product, type ProductParcelProps, type RouteInfo } from '@storefront/shared-contracts';

export { jeans, makeProduct, makeVariant, shirt, soldOutScarf } from '@storefront/shared-contracts/testing';

export const burton: FasciaSettings = FASCIAS.burton;

export function productRoute(slug: string, query: Record<string, string> = {}): RouteInfo {
  return { name: 'product', path: `/product/${slug}`, params: { slug }, query };
}

export function parcelProps(product: Product, overrides: Partial<ProductParcelProps> = {}): ProductParcelProps {
  return {
    fascia: burton,
    session: { user: { id: 'guest', guest: true }, basketCount: 0 },
    route: productRoute(product.slug),
    page: { product, badges: [], socialProof: null },
    ...overrides,
  };
}
