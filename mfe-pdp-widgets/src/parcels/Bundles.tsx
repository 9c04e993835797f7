import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductBundles } from '../bundles/Bundles';
import { BundlesI18n } from '../bundles/i18n/i18n';

function BundlesParcel({ page, fascia, session }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string') return null;
  return (
    <BundlesI18n locale={fascia?.locale}>
      {/* A new product starts again: each bundle product in its starting colour and size. */}
      <ProductBundles key={product.id} product={product} fascia={fascia} {...(session ? { session } : {})} />
    </BundlesI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Bundles', BundlesParcel);
