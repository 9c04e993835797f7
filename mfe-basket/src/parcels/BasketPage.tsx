import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { BasketPage } from '../basket-page/BasketPage';
import { BasketPagesI18n } from '../i18n/pagesI18n';

function BasketPageParcel({ fascia, session }: ParcelBaseProps) {
  return (
    <BasketPagesI18n locale={fascia.locale}>
      <BasketPage fascia={fascia} session={session} />
    </BasketPagesI18n>
  );
}

const lifecycles = createParcel('basket/BasketPage', BasketPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
