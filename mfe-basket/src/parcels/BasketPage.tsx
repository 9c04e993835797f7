import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { BasketPage } from '../basket-page/BasketPage';
import { BasketI18n } from '../i18n/i18n';

function BasketPageParcel({ fascia, session }: ParcelBaseProps) {
  return (
    <BasketI18n locale={fascia.locale}>
      <BasketPage fascia={fascia} session={session} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/BasketPage', BasketPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
