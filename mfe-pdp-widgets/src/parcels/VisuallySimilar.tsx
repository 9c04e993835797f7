import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { VisuallySimilar } from '../recommendations/VisuallySimilar';
import { RecommendationsI18n } from '../recommendations/i18n/i18n';

function VisuallySimilarParcel({ page, fascia, session, route }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.key !== 'string' || !Array.isArray(product.variants) || !fascia) return null;
  return (
    <RecommendationsI18n locale={fascia.locale}>
      {/* A new product starts again: no search done, the link shown. */}
      <VisuallySimilar key={product.id} product={product} fascia={fascia} session={session} route={route} />
    </RecommendationsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/VisuallySimilar', VisuallySimilarParcel);
