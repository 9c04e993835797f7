import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { ShareButton } from '../share/ShareButton';
import { ShareI18n } from '../share/i18n/i18n';

function ShareParcel({ page, fascia, session }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product.name !== 'string' || typeof product.key !== 'string') return null;
  return (
    <ShareI18n locale={fascia?.locale}>
      <ShareButton key={product.id} product={product} session={session} />
    </ShareI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Share', ShareParcel);
