import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { CheckoutPage } from '../checkout-page/CheckoutPage';
import { BasketI18n } from '../i18n/i18n';

function CheckoutPageParcel({ fascia }: ParcelBaseProps) {
  return (
    <BasketI18n locale={fascia.locale}>
      <CheckoutPage fascia={fascia} />
    </BasketI18n>
  );
}

const lifecycles = createParcel('basket/CheckoutPage', CheckoutPageParcel);
export const { bootstrap, mount, unmount, update } = lifecycles;
