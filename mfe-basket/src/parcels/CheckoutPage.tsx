import { createParcel } from '@storefront/shared-contracts/parcel';
import type { BagParcelProps } from '@storefront/shared-contracts';
import { CheckoutPage } from '../checkout-page/CheckoutPage';
import { BasketPagesI18n } from '../i18n/pagesI18n';

function CheckoutPageParcel({ fascia, bag }: BagParcelProps) {
  return (
    <BasketPagesI18n locale={fascia.locale}>
      <CheckoutPage fascia={fascia} {...(bag ? { drawnBag: bag } : {})} />
    </BasketPagesI18n>
  );
}

const lifecycles = createParcel('basket/CheckoutPage', CheckoutPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
