import { createParcel } from '@storefront/shared-contracts/parcel';
import { usableDelivery, type ProductParcelProps } from '@storefront/shared-contracts';
import { DeliveryInfo } from '../delivery/DeliveryInfo';
import { DeliveryI18n } from '../delivery/i18n/i18n';

function DeliveryInfoParcel({ page, fascia, route }: ProductParcelProps) {
  const product = page?.product;
  const delivery = usableDelivery(page?.delivery);
  // Malformed page data, or none for delivery, leaves the slot empty rather than breaking the page.
  if (!product || typeof product.id !== 'string' || !Array.isArray(product.variants) || !delivery || !fascia) return null;
  return (
    <DeliveryI18n locale={fascia.locale}>
      {/* A new product starts again from its own selection. */}
      <DeliveryInfo key={product.id} product={product} fascia={fascia} route={route} delivery={delivery} />
    </DeliveryI18n>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('pdpWidgets/DeliveryInfo', DeliveryInfoParcel);
