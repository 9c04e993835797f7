import { createParcel } from '@storefront/shared-contracts/parcel';
import type { ProductParcelProps } from '@storefront/shared-contracts';
import { PaymentPromo } from '../payment-promo/PaymentPromo';
import { PaymentPromoI18n } from '../payment-promo/i18n/i18n';

function PaymentPromoParcel({ page, fascia, route }: ProductParcelProps) {
  return (
    <PaymentPromoI18n locale={fascia.locale}>
      <PaymentPromo product={page.product} fascia={fascia} route={route} />
    </PaymentPromoI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/PaymentPromo', PaymentPromoParcel);
