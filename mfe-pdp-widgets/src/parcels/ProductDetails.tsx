import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ProductDetails } from '../accordions/ProductDetails';
import { AccordionsI18n } from '../accordions/i18n/i18n';

function ProductDetailsParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !Array.isArray(product.variants)) return null;
  return (
    <AccordionsI18n locale={fascia?.locale}>
      {/* A new product starts closed, with its own SKU. */}
      <ProductDetails key={product.id} product={product} />
    </AccordionsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/ProductDetails', ProductDetailsParcel);
