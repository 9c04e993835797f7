// The product page's blog cards and content grid (spec 2 §2 widget screens):
// the content service's page for the product's category (`pdp/{slug}`), else
// `pdp/default`; hidden when neither exists. A below-the-fold slot.
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { createParcel } from '@storefront/shared-contracts/parcel';
import { ProductContent } from '../productContent/ProductContent';
import { productContentPaths } from '../productContent/rules';

export function ProductContentParcel({ page, fascia, session, route }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !fascia?.key) return null;
  const paths = productContentPaths(product.categories);
  return <ProductContent key={product.id} paths={paths} fascia={fascia} session={session ?? null} pathname={route?.path ?? '/'} />;
}

export const { bootstrap, mount, unmount, update } = createParcel('contentBlocks/ProductContent', ProductContentParcel);
