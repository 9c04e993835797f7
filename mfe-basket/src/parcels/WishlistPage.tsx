import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { WishlistPage } from '../wishlist-page/WishlistPage';
import { BasketPagesI18n } from '../i18n/pagesI18n';

function WishlistPageParcel({ fascia, session }: ParcelBaseProps) {
  return (
    <BasketPagesI18n locale={fascia.locale}>
      <WishlistPage fascia={fascia} session={session} />
    </BasketPagesI18n>
  );
}

const lifecycles = createParcel('basket/WishlistPage', WishlistPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
