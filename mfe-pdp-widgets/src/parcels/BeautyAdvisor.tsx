import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { BeautyAdvisor } from '../beauty-advisor/BeautyAdvisor';
import { BeautyAdvisorI18n } from '../beauty-advisor/i18n/i18n';

function BeautyAdvisorParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || !Array.isArray(product.variants) || !fascia) return null;
  return (
    <BeautyAdvisorI18n locale={fascia.locale}>
      <BeautyAdvisor key={product.id} product={product} fascia={fascia} />
    </BeautyAdvisorI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/BeautyAdvisor', BeautyAdvisorParcel);
