import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { StaffTools } from '../staff/StaffTools';
import { StaffI18n } from '../staff/i18n/i18n';

function StaffToolsParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.key !== 'string' || !fascia) return null;
  return (
    <StaffI18n locale={fascia.locale}>
      <StaffTools key={product.id} product={product} fascia={fascia} />
    </StaffI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/StaffTools', StaffToolsParcel);
