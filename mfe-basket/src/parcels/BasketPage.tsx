import { createParcel } from '@storefront/shared-contracts/parcel';
import type { BagParcelProps } from '@storefront/shared-contracts';
import { BasketPage } from '../basket-page/BasketPage';
import { BasketPagesI18n } from '../i18n/pagesI18n';

function BasketPageParcel({ fascia, session, bag }: BagParcelProps) {
  return (
    <BasketPagesI18n locale={fascia.locale}>
      <BasketPage fascia={fascia} session={session} {...(bag ? { drawnBag: bag } : {})} />
    </BasketPagesI18n>
  );
}

const lifecycles = createParcel('basket/BasketPage', BasketPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
