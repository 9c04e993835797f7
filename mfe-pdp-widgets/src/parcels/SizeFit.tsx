import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { SizeFit } from '../size-fit/SizeFit';
import { SizeFitI18n } from '../size-fit/i18n/i18n';

function SizeFitParcel({ page, fascia, session }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.key !== 'string' || !fascia) return null;
  return (
    <SizeFitI18n locale={fascia.locale}>
      <SizeFit key={product.id} product={product} session={session} />
    </SizeFitI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/SizeFit', SizeFitParcel);
