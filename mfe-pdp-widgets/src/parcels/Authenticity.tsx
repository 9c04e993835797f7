import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { Authenticity } from '../authenticity/Authenticity';
import { AuthenticityI18n } from '../authenticity/i18n/i18n';

function AuthenticityParcel({ page, fascia }: ProductParcelProps) {
  const product = page?.product;
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!product || typeof product !== 'object') return null;
  return (
    <AuthenticityI18n locale={fascia?.locale}>
      <Authenticity key={product.id} product={product} />
    </AuthenticityI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/Authenticity', AuthenticityParcel);
