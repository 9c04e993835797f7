import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { CheckoutPage } from '../checkout-page/CheckoutPage';
import { BasketPagesI18n } from '../i18n/pagesI18n';

function CheckoutPageParcel({ fascia }: ParcelBaseProps) {
  return (
    <BasketPagesI18n locale={fascia.locale}>
      <CheckoutPage fascia={fascia} />
    </BasketPagesI18n>
  );
}

const lifecycles = createParcel('basket/CheckoutPage', CheckoutPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
