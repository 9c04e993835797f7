import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { PdpWishlist } from '../wishlist/PdpWishlist';
import { BasketI18n } from '../i18n/i18n';

function PdpWishlistParcel({ page, fascia, route, session }: ProductParcelProps) {
  // Malformed page data leaves the slot empty rather than breaking the page.
  if (!page?.product || !Array.isArray(page.product.variants)) return null;
  const address = { colour: route?.query?.colour ?? null, size: route?.query?.size ?? null };
  return (
    <BasketI18n locale={fascia?.locale}>
      <PdpWishlist product={page.product} address={address} session={session ?? null} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/PdpWishlist', PdpWishlistParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
