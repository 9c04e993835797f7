import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { Reviews } from '../reviews/Reviews';
import { ReviewsI18n } from '../reviews/i18n/i18n';

function ReviewsParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants) || !product.reviewStats) return null;
  return (
    <ReviewsI18n locale={fascia?.locale}>
      {/* A new product starts the block again: page 1, default sort, no keyword. */}
      <Reviews key={product.id} product={product} locale={fascia?.locale ?? 'en-GB'} />
    </ReviewsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Reviews', ReviewsParcel);
