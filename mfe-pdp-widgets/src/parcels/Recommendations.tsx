import { SWRConfig } from 'swr';
import { createParcel } from '@storefront/shared-contracts/parcel';
import { flag, type ProductParcelProps } from '@storefront/shared-contracts';
import { Recommendations } from '../recommendations/Recommendations';
import { RecommendationsI18n } from '../recommendations/i18n/i18n';

function RecommendationsParcel(props: ProductParcelProps) {
  const { page, fascia, session, slot } = props;
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !Array.isArray(product.variants) || !fascia) return null;
  const allDepartments = slot?.settings?.allDepartments;
  return (
    <RecommendationsI18n locale={fascia.locale}>
      <SWRConfig value={{ dedupingInterval: 60_000 }}>
        <Recommendations key={product.id} product={product} fascia={fascia} session={session} allDepartments={typeof allDepartments === 'boolean' ? allDepartments : undefined} similarGrid={flag('similarProductsGrid', props)} />
      </SWRConfig>
    </RecommendationsI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Recommendations', RecommendationsParcel);
