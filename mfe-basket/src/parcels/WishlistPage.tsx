import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { WishlistPage } from '../wishlist-page/WishlistPage';
import { BasketI18n } from '../i18n/i18n';

function WishlistPageParcel({ fascia, session }: ParcelBaseProps) {
  return (
    <BasketI18n locale={fascia.locale}>
      <WishlistPage fascia={fascia} session={session} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/WishlistPage', WishlistPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
