import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ReviewsI18n } from '../reviews/i18n/i18n';
import { UgcGallery } from '../ugc/UgcGallery';

export function UgcGalleryParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants) || !product.reviewStats) return null;
  return (
    // The words it shares with the reviews block are the reviews namespace's.
    <ReviewsI18n locale={fascia?.locale}>
      <UgcGallery key={product.id} product={product} locale={fascia?.locale ?? 'en-GB'} />
    </ReviewsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/UgcGallery', UgcGalleryParcel);
